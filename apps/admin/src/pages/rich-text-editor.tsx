import { useTranslate } from '@refinedev/core';
import type { MediaRow } from '@site/contracts/admin';
import { EditorContent, mergeAttributes, Node, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Input, Segmented, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { articleVariant, MediaPicker } from './media.tsx';

/**
 * The rich-text field of the back office (article bodies, answers, partner pages, agreements): Tiptap 3 with the
 * marks and blocks the site's allow-list keeps (packages/contracts/src/rich-text.ts), so what an editor sees is what
 * the site shows. Pasted Word or web content is parsed into that schema (styles, classes, scripts and unknown tags
 * are dropped); the gateway cleans the HTML again on save. An HTML source mode stays for what the visual editor
 * does not hold (tables): a text that has such markup opens in source mode, so loading it never drops a table.
 */

/**
 * An image of the media library (`<img src alt>`, a block of its own): the site's allow-list keeps only the library's
 * WebP paths, which is all the editor inserts (插入图片 picks from the library).
 */
const LibraryImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, width: { default: null }, height: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

/** Markup the allow-list keeps but the visual editor would drop. */
const SOURCE_ONLY = /<(table|thead|tbody|tr|th|td)\b/i;

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  label: string;
  id?: string;
}

const Toolbar = ({ editor }: { editor: NonNullable<ReturnType<typeof useEditor>> }) => {
  const t = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (key: keyof typeof state, text: string, run: () => void) => (
    <Tooltip title={t(`content.editor.${key}`)} key={key}>
      <Button
        size="small"
        type={state[key] ? 'primary' : 'default'}
        aria-pressed={state[key]}
        aria-label={t(`content.editor.${key}`)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  );
  const setLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('content.editor.linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Space wrap size={4} style={{ marginBottom: 8 }}>
      {button('bold', 'B', () => chain().toggleBold().run())}
      {button('italic', 'I', () => chain().toggleItalic().run())}
      {button('h2', 'H2', () => chain().toggleHeading({ level: 2 }).run())}
      {button('h3', 'H3', () => chain().toggleHeading({ level: 3 }).run())}
      {button('bullet', '•', () => chain().toggleBulletList().run())}
      {button('ordered', '1.', () => chain().toggleOrderedList().run())}
      {button('quote', '“”', () => chain().toggleBlockquote().run())}
      {button('link', t('content.editor.linkButton'), setLink)}
    </Space>
  );
};

export const RichTextEditor = ({ value = '', onChange, label, id }: Props) => {
  const t = useTranslate();
  const sourceOnly = SOURCE_ONLY.test(value);
  const [mode, setMode] = useState<'visual' | 'source'>(sourceOnly ? 'source' : 'visual');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // Not on the site's allow-list: left out so the editor cannot make what the site would strip.
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      LibraryImage,
    ],
    content: sourceOnly ? '' : value,
    editorProps: { attributes: { 'aria-label': label, class: 'rich-text-editor', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });

  // A value set from outside (the item loaded, a version restored) replaces the editor's content.
  useEffect(() => {
    if (!editor || mode !== 'visual') return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, mode]);

  useEffect(() => {
    if (SOURCE_ONLY.test(value)) setMode('source');
  }, [value]);

  // 插入图片: an image of the library, at the cursor (visual) or at the end of the HTML (source).
  const [picking, setPicking] = useState(false);
  const insertImage = (row: MediaRow) => {
    setPicking(false);
    const variant = articleVariant(row);
    const height = row.width && row.height ? Math.round((variant.width * row.height) / row.width) : null;
    const attrs = { src: variant.url, alt: row.altZhCn, width: variant.width || null, height };
    if (mode === 'visual' && editor) {
      editor.chain().focus().insertContent({ type: 'image', attrs }).run();
      return;
    }
    const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const size = attrs.width && height ? ` width="${attrs.width}" height="${height}"` : '';
    onChange?.(`${value}<img src="${attr(attrs.src)}" alt="${attr(attrs.alt)}"${size}>`);
  };

  return (
    <div>
      <Segmented
        size="small"
        value={mode}
        onChange={(next) => setMode(next as 'visual' | 'source')}
        options={[
          { value: 'visual', label: t('content.editor.visual'), disabled: SOURCE_ONLY.test(value) },
          { value: 'source', label: t('content.editor.source') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <Button size="small" style={{ marginLeft: 8, marginBottom: 8 }} onClick={() => setPicking(true)}>
        {t('media.insert')}
      </Button>
      <MediaPicker open={picking} onClose={() => setPicking(false)} onPick={insertImage} />
      {mode === 'source' ? (
        <>
          {SOURCE_ONLY.test(value) && (
            <Alert type="info" showIcon message={t('content.editor.sourceOnly')} style={{ marginBottom: 8 }} />
          )}
          <Input.TextArea
            rows={14}
            value={value}
            onChange={(event) => onChange?.(event.target.value)}
            style={{ fontFamily: 'monospace' }}
            aria-label={label}
            id={id}
          />
        </>
      ) : (
        editor && (
          <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 8 }}>
            <Toolbar editor={editor} />
            <EditorContent editor={editor} />
          </div>
        )
      )}
    </div>
  );
};
