import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderStaticHtml } from './static-html.ts';

/**
 * Issue 27: the result page's report is rendered to HTML by lib/static-html.ts, not by React. Its output must be
 * React's own, byte for byte (features/survey-report/report-html.test.ts compares whole reports).
 */

const Row = ({ label, children }: { label: string; children?: ReactNode }) =>
  h('div', null, h('dt', null, label), h('dd', null, children));
const Async = async () => h('p', null, 'later');

describe('static markup rendered without React', () => {
  const same = (node: ReactNode) =>
    expect(renderStaticHtml(node)).toBe(renderToStaticMarkup(h('div', null, node)).slice(5, -6));

  it('writes elements, attributes and text as react-dom/server does', () => {
    same(
      h(
        'section',
        {
          className: 'a b',
          id: 'x',
          'aria-labelledby': 'y',
          'data-empty': '',
          'data-n': 3,
          'data-on': true,
          tabIndex: 0,
        },
        h('h2', { id: 'y' }, 'Title ', 7, null, false, undefined, '<&>"\''),
        h('time', { dateTime: '2026-11-29' }, '2026-11-29'),
        h('br'),
        h('a', { href: 'https://example.com/?a=1&b="2"', target: '_blank', rel: 'noopener noreferrer' }, '链接'),
        // biome-ignore lint/security/noScriptUrl: React blocks such a URL; the renderer must block it the same way
        h('a', { href: ' javascript:alert(1)' }, 'bad'),
        h('a', { href: undefined, title: null }, 'no href'),
        h('details', { open: true, hidden: false }, h('summary', null, 's')),
        h('td', { colSpan: 2, onClick: () => {} }, ['a', ['b', h('span', { key: 'k' }, 'c')]]),
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer must pass it through as React does
        h('div', { dangerouslySetInnerHTML: { __html: '<b>raw</b>' } }),
        h('label', { htmlFor: 'f' }, 'label'),
      ),
    );
  });

  it('calls plain function components and fragments', () => {
    same(h('dl', null, h(Row, { label: '法律' }, 'VerpackG'), h(Row, { label: '谁' }, h('strong', null, '卖家'))));
    same([h('p', { key: 1 }, 'one'), h('p', { key: 2 }, 'two')]);
  });

  it('refuses what belongs to React: promises, class components, hoisted or stateful elements', () => {
    expect(() => renderStaticHtml(h(Async))).toThrow(/promise/);
    expect(() => renderStaticHtml(h('script', null, 'x'))).toThrow(/script/);
    expect(() => renderStaticHtml(h('div', { style: { color: 'red' } }))).toThrow(/style/);
  });
});
