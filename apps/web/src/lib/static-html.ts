import type { ReactNode } from 'react';

/**
 * A React tree of static markup rendered to an HTML string where React's own HTML renderer cannot run: in a server
 * component (react-dom/server is not available under the react-server condition). Issue 27: the result page's
 * report is about 2,500 elements, and a server component tree pays for each element three times on every render
 * (rendered, written as flight data, read back and rendered to HTML). Rendered here once, it goes to the page as one
 * string (`<div dangerouslySetInnerHTML>`), which the flight data carries as one text and the browser's React keeps
 * as it is (it does not hydrate inside such an element).
 *
 * What it renders is what a report's view is made of: host elements, fragments, arrays, text, and plain function
 * components (synchronous, no hooks, no context). Anything else (a client component, a promise, a context, Suspense)
 * throws: such a tree belongs to React. The output is React's own: static-html.test.ts renders the report's sections
 * here and with react-dom/server's renderToStaticMarkup, for many reports, and compares the strings.
 */

const ELEMENT = Symbol.for('react.transitional.element');
const LEGACY_ELEMENT = Symbol.for('react.element');
const FRAGMENT = Symbol.for('react.fragment');

/** Elements that have no closing tag (React writes them as `<br/>`). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements React treats specially (hoisting, form state, raw text): not rendered here. */
const UNSUPPORTED = new Set([
  'html',
  'head',
  'body',
  'title',
  'meta',
  'link',
  'script',
  'style',
  'base',
  'select',
  'option',
  'textarea',
  'input',
  'form',
  'noscript',
  'template',
  'svg',
  'math',
]);

/** React's boolean attributes: present as `name=""` when true, absent when false. */
const BOOLEAN = new Set([
  'allowFullScreen',
  'async',
  'autoPlay',
  'controls',
  'default',
  'defer',
  'disabled',
  'disablePictureInPicture',
  'disableRemotePlayback',
  'formNoValidate',
  'hidden',
  'inert',
  'loop',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'scoped',
  'seamless',
  'itemScope',
  'checked',
  'multiple',
  'muted',
  'selected',
]);

/** Props React renames on the way to HTML (its own alias table, for the HTML attributes). */
const ALIAS: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
};

/** Props that are React's own, never attributes. */
const RESERVED = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'suppressContentEditableWarning',
  'suppressHydrationWarning',
  'ref',
  'key',
  'innerHTML',
  'defaultValue',
  'defaultChecked',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'poster', 'cite', 'data', 'xlinkHref']);

/** React's test for a javascript: URL (with the control characters and spaces a browser skips). */
const JAVASCRIPT_URL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the browser ignores these before a scheme, so React does
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** An attribute name to write (React's rule, narrowed to ASCII names): anything else is dropped, as React drops it. */
const SAFE_NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*$/;

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const ESCAPED = /["&'<>]/g;
const NEEDS_ESCAPE = /["&'<>]/;

/** React's escaping of text and attribute values. */
export const escapeHtml = (value: string): string =>
  NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, (c) => ESCAPES[c] as string) : value;

const attribute = (name: string, value: unknown): string => {
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  if (name === 'style') throw new Error('static-html: style objects are not rendered here');
  if (BOOLEAN.has(name)) return value ? ` ${name.toLowerCase()}=""` : '';
  const attr = ALIAS[name] ?? name;
  if (!SAFE_NAME.test(attr)) return '';
  const open = attr.startsWith('data-') || attr.startsWith('aria-');
  if (typeof value === 'boolean' && !open) return '';
  let text = String(value);
  if (URL_ATTRIBUTES.has(name) && JAVASCRIPT_URL.test(text)) text = BLOCKED_URL;
  return ` ${attr}="${escapeHtml(text)}"`;
};

const isElement = (node: object): node is { $$typeof: symbol; type: unknown; props: Record<string, unknown> } => {
  const kind = (node as { $$typeof?: unknown }).$$typeof;
  return kind === ELEMENT || kind === LEGACY_ELEMENT;
};

const render = (node: unknown, out: string[]): void => {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string') {
    out.push(escapeHtml(node));
    return;
  }
  if (typeof node === 'number' || typeof node === 'bigint') {
    out.push(String(node));
    return;
  }
  if (typeof node !== 'object') throw new Error(`static-html: cannot render a ${typeof node}`);
  if (Array.isArray(node)) {
    for (const child of node) render(child, out);
    return;
  }
  if (!isElement(node)) {
    if (typeof (node as { then?: unknown }).then === 'function')
      throw new Error('static-html: a promise (an async component) is not rendered here');
    if (Symbol.iterator in node) {
      for (const child of node as Iterable<unknown>) render(child, out);
      return;
    }
    throw new Error('static-html: not a React node');
  }
  const { type, props } = node;
  if (type === FRAGMENT) {
    render(props.children, out);
    return;
  }
  if (typeof type === 'function') {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
      throw new Error('static-html: class components are not rendered here');
    render((type as (props: unknown) => unknown)(props), out);
    return;
  }
  if (typeof type !== 'string')
    throw new Error('static-html: only host elements and plain function components are rendered here');
  if (UNSUPPORTED.has(type)) throw new Error(`static-html: <${type}> is not rendered here`);
  out.push('<', type);
  for (const name in props) if (!RESERVED.has(name)) out.push(attribute(name, props[name]));
  out.push('>');
  if (VOID.has(type)) {
    if (props.children !== undefined && props.children !== null)
      throw new Error(`static-html: <${type}> cannot have children`);
    out[out.length - 1] = '/>';
    return;
  }
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  if (inner && inner.__html !== undefined && inner.__html !== null) out.push(String(inner.__html));
  else render(props.children, out);
  out.push('</', type, '>');
};

/** The HTML of a tree of static markup, as react-dom/server's renderToStaticMarkup writes it. */
export const renderStaticHtml = (node: ReactNode): string => {
  const out: string[] = [];
  render(node, out);
  return out.join('');
};
