import { describe, expect, it } from 'vitest';
import { wrapTables } from './rich-text.tsx';

describe('tables of rich text', () => {
  it('sit in a frame that scrolls, announced by the line before it', () => {
    const html = wrapTables('<p>a</p><table><tbody><tr><td>1</td></tr></tbody></table><p>b</p><TABLE></TABLE>');
    const framed = /data-scroll-hint=""[^>]*><\/p><div[^>]*data-scrolls=""[^>]*tabindex="0"><table>/g;
    expect(html.match(framed)).toHaveLength(2);
    expect(html).toContain('</table></div><p>b</p>');
    expect(html.match(/<\/div>/g)).toHaveLength(2);
  });

  it('leaves HTML without tables as it is', () => {
    expect(wrapTables('<p>tablet</p>')).toBe('<p>tablet</p>');
  });
});
