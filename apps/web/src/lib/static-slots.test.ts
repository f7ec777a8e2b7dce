import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticIsland } from '../ui/static-island.tsx';
import { putStaticSlot, withStaticSlots } from './static-slots.ts';

/** Issue 27: a static section's HTML reaches its island through the request's slots on a document request only. */

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, headers, method }) as unknown as IncomingMessage;
const response = () => new EventEmitter() as unknown as ServerResponse;

describe('static slots', () => {
  it('are given to a document request, and the island renders the HTML they hold', () => {
    let markup = '';
    let token: string | null = null;
    withStaticSlots(request('/ld/questionAnswer?reportId=1'), response(), () => {
      token = putStaticSlot('<section id="s">增值税 &amp; 申报</section>');
      markup = renderToStaticMarkup(h(StaticIsland, { className: 'static', token: token ?? '' }));
    });
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(markup).toBe(`<div id="static-${token}" class="static"><section id="s">增值税 &amp; 申报</section></div>`);
  });

  it('are not given to flight data, other methods or files, nor outside a request: the HTML goes in the props', () => {
    const seen: (string | null)[] = [];
    const put = () => seen.push(putStaticSlot('<p>x</p>'));
    withStaticSlots(request('/ld/questionAnswer?reportId=1', { rsc: '1' }), response(), put);
    withStaticSlots(request('/ld/questionAnswer', {}, 'POST'), response(), put);
    withStaticSlots(request('/sitemap.xml'), response(), put);
    put();
    expect(seen).toEqual([null, null, null, null]);
    expect(renderToStaticMarkup(h(StaticIsland, { className: 'static', html: '<p>x</p>' }))).toBe(
      '<div class="static"><p>x</p></div>',
    );
  });

  it('are emptied once the answer is done', async () => {
    const res = response();
    let release = () => {};
    const later = new Promise<void>((resolve) => {
      release = resolve;
    });
    let rendered: Promise<string[]> = Promise.resolve([]);
    withStaticSlots(request('/ld/questionAnswer'), res, () => {
      const token = putStaticSlot('<p>kept</p>') ?? '';
      const island = () => renderToStaticMarkup(h(StaticIsland, { token }));
      // The first while the answer is made, the second in the same request's context after it is done.
      rendered = (async () => [island(), await later.then(island)])();
    });
    res.emit('close');
    release();
    const [during, after] = await rendered;
    expect(during).toContain('<p>kept</p>');
    expect(after).not.toContain('kept');
  });
});
