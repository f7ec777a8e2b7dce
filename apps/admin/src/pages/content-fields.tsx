import { useTranslate } from '@refinedev/core';
import type { ContentKind } from '@site/contracts/admin';
import { Button, DatePicker, Form, Input, InputNumber, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ImagePathInput } from './media.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/**
 * The form of the content kinds that are one table each (questions, videos, partners, agreements, pop-ups), from a
 * description of their fields: the same names as the contract's schema (packages/contracts/src/admin.ts), which the
 * gateway checks again on every save and answers with the field's message.
 */

type FieldType =
  | 'text'
  | 'textarea'
  | 'html'
  | 'path'
  | 'image'
  | 'url'
  | 'number'
  | 'switch'
  | 'date'
  | 'datetime'
  /** JSON edited as text (a content page's blocks); the gateway checks each block and names the bad one. */
  | 'json'
  /** A list of label/value rows (a footer block's items), in order. */
  | 'items';

interface FieldSpec {
  name: string;
  type: FieldType;
  max?: number;
  required?: boolean;
  /** An empty text is stored as null. */
  nullable?: boolean;
  /** A catalogue key of a hint under the field. */
  hint?: string;
}

export const KIND_FIELDS: Record<Exclude<ContentKind, 'product' | 'article'>, FieldSpec[]> = {
  qa: [
    { name: 'question', type: 'text', max: 300, required: true },
    { name: 'qaType', type: 'text', max: 32, required: true },
    { name: 'answer', type: 'html', required: true },
  ],
  video: [
    { name: 'title', type: 'text', max: 200, required: true },
    { name: 'summary', type: 'textarea', max: 1000 },
    { name: 'cover', type: 'image', required: true },
    { name: 'category', type: 'text', max: 64, required: true },
    { name: 'sort', type: 'number' },
  ],
  partner: [
    { name: 'name', type: 'text', max: 100, required: true },
    { name: 'category', type: 'text', max: 64, required: true },
    { name: 'description', type: 'textarea', max: 2000, required: true },
    { name: 'content', type: 'html' },
    { name: 'logo', type: 'image', required: true },
    { name: 'linkUrl', type: 'url', nullable: true },
    { name: 'sort', type: 'number' },
  ],
  agreement: [
    { name: 'title', type: 'text', max: 200, required: true },
    { name: 'effectiveDate', type: 'date', required: true },
    { name: 'content', type: 'html', required: true },
  ],
  poster: [
    { name: 'title', type: 'text', max: 200, nullable: true },
    { name: 'img', type: 'image', required: true },
    { name: 'link', type: 'path', nullable: true },
    { name: 'sort', type: 'number' },
    { name: 'startAt', type: 'datetime', nullable: true },
    { name: 'endAt', type: 'datetime', nullable: true, hint: 'content.poster.endHint' },
  ],
  platform: [
    { name: 'label', type: 'text', max: 64, required: true },
    { name: 'companyName', type: 'text', max: 100, required: true },
    { name: 'contact.phone', type: 'text', max: 64 },
    { name: 'contact.businessCooperation', type: 'text', max: 64 },
    { name: 'contact.email', type: 'text', max: 128 },
    { name: 'contact.address', type: 'text', max: 200 },
    { name: 'contact.hours', type: 'text', max: 64 },
    { name: 'contact.wechatId', type: 'text', max: 20, hint: 'content.platform.wechatHint' },
    { name: 'seoTitle', type: 'text', max: 200, required: true },
    { name: 'seoDescription', type: 'textarea', max: 500 },
    { name: 'seoKeywords', type: 'textarea', max: 500 },
    { name: 'copyright', type: 'text', max: 200 },
    { name: 'filingNo', type: 'text', max: 64 },
    { name: 'policeFilingNo', type: 'text', max: 64 },
    { name: 'licence', type: 'text', max: 200 },
  ],
  page: [
    { name: 'title', type: 'text', max: 200, required: true },
    { name: 'description', type: 'textarea', max: 500 },
    { name: 'keywords', type: 'textarea', max: 500 },
    { name: 'blocks', type: 'json', hint: 'content.page.blocksHint' },
  ],
  menu: [
    { name: 'label', type: 'text', max: 100, required: true },
    { name: 'typeName', type: 'text', max: 32, required: true, hint: 'content.menu.typeNameHint' },
    { name: 'typeKey', type: 'text', max: 64, nullable: true, hint: 'content.menu.typeKeyHint' },
    { name: 'description', type: 'textarea', max: 500, nullable: true },
    { name: 'path', type: 'text', max: 1000, nullable: true },
    { name: 'extra', type: 'text', max: 1000, nullable: true },
    { name: 'sort', type: 'number', hint: 'content.menu.sortHint' },
    { name: 'enabled', type: 'switch' },
  ],
  footer: [
    { name: 'title', type: 'text', max: 100, required: true },
    { name: 'sort', type: 'number' },
    { name: 'items', type: 'items' },
  ],
  notice: [
    { name: 'enabled', type: 'switch' },
    { name: 'title', type: 'text', max: 200, required: true },
    { name: 'content', type: 'textarea', max: 2000, required: true },
    { name: 'oldBrandName', type: 'text', max: 64, required: true },
    { name: 'newBrandName', type: 'text', max: 64, required: true },
    { name: 'newSiteUrl', type: 'url', required: true },
    { name: 'continueLabel', type: 'text', max: 32, required: true },
    { name: 'goLabel', type: 'text', max: 32, required: true },
  ],
  activity: [
    { name: 'title', type: 'text', max: 200, required: true },
    { name: 'startAt', type: 'datetime', required: true },
    { name: 'endAt', type: 'datetime', required: true, hint: 'content.activity.endHint' },
    { name: 'enabled', type: 'switch' },
  ],
  popup: [
    { name: 'title', type: 'text', max: 200, nullable: true },
    { name: 'content', type: 'textarea', max: 2000, nullable: true },
    { name: 'mainImg', type: 'image', nullable: true },
    { name: 'imgJumpUrl', type: 'path', nullable: true },
    { name: 'enabled', type: 'switch' },
    { name: 'startAt', type: 'datetime', nullable: true },
    { name: 'endAt', type: 'datetime', nullable: true, hint: 'content.popup.endHint' },
  ],
};

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const Field = ({ kind, spec }: { kind: string; spec: FieldSpec }) => {
  const t = useTranslate();
  const label = t(`content.${kind}.fields.${spec.name}`);
  const common = {
    // 'contact.phone': a field of a nested object.
    name: spec.name.split('.'),
    label,
    rules: spec.required ? [{ required: true, message: label }] : [],
    extra: spec.type === 'html' ? t('content.htmlHint') : spec.hint ? t(spec.hint) : undefined,
    normalize: spec.nullable ? emptyToNull : undefined,
  };
  switch (spec.type) {
    case 'textarea':
      return (
        <Form.Item {...common}>
          <Input.TextArea rows={3} maxLength={spec.max} aria-label={label} />
        </Form.Item>
      );
    case 'html':
      return (
        <Form.Item {...common}>
          <RichTextEditor label={label} />
        </Form.Item>
      );
    case 'image':
      return (
        <Form.Item {...common}>
          <ImagePathInput label={label} maxLength={spec.max ?? 1000} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...common}>
          <InputNumber min={0} precision={0} aria-label={label} />
        </Form.Item>
      );
    case 'switch':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch aria-label={label} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item
          {...common}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
        >
          <DatePicker format="YYYY-MM-DD" aria-label={label} />
        </Form.Item>
      );
    case 'datetime':
      return (
        <Form.Item
          {...common}
          getValueProps={(value: string | null) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.toISOString() : null)}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={label} />
        </Form.Item>
      );
    case 'json':
      return (
        <Form.Item
          {...common}
          getValueProps={(value: unknown) => ({
            value: typeof value === 'string' ? value : JSON.stringify(value ?? [], null, 2),
          })}
          normalize={(value: string) => {
            try {
              return JSON.parse(value) as unknown;
            } catch {
              // Left as text: the gateway answers with the field's message.
              return value;
            }
          }}
        >
          <Input.TextArea rows={16} aria-label={label} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      );
    case 'items':
      return <ItemsField kind={kind} name={spec.name} label={label} />;
    default:
      return (
        <Form.Item {...common}>
          <Input maxLength={spec.max ?? 1000} aria-label={label} />
        </Form.Item>
      );
  }
};

/** Label/value rows in order: add, remove, move up. */
const ItemsField = ({ kind, name, label }: { kind: string; name: string; label: string }) => {
  const t = useTranslate();
  const itemLabel = t(`content.${kind}.fields.itemLabel`);
  const itemValue = t(`content.${kind}.fields.itemValue`);
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(rows, { add, remove, move }) => (
          <>
            {rows.map((row, index) => (
              <Space key={row.key} align="baseline" wrap>
                <Form.Item name={[row.name, 'label']} rules={[{ required: true, message: itemLabel }]}>
                  <Input placeholder={itemLabel} aria-label={`${itemLabel} ${index + 1}`} maxLength={200} />
                </Form.Item>
                <Form.Item name={[row.name, 'value']} normalize={emptyToNull}>
                  <Input
                    placeholder={itemValue}
                    aria-label={`${itemValue} ${index + 1}`}
                    maxLength={1000}
                    style={{ width: 360 }}
                  />
                </Form.Item>
                <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t('content.items.up')}
                </Button>
                <Button size="small" danger onClick={() => remove(row.name)}>
                  {t('content.items.remove')}
                </Button>
              </Space>
            ))}
            <Button onClick={() => add({ label: '', value: null })}>{t('content.items.add')}</Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
};

export const KindFields = ({ kind }: { kind: keyof typeof KIND_FIELDS }) => (
  <>
    {KIND_FIELDS[kind].map((spec) => (
      <Field key={spec.name} kind={kind} spec={spec} />
    ))}
  </>
);
