import { describe, expect, it } from 'vitest';
import { htmlToLine, richTextToPlain } from './html-text.ts';

describe('htmlToLine', () => {
  it('turns tags into spaces and collapses white space (descriptions, structured data)', () => {
    expect(htmlToLine('<p>VAT  in\n<strong>Germany</strong></p><p>EPR</p> ')).toBe('VAT in Germany EPR');
  });

  it("joins Chinese sentences without a space when the gap is ''", () => {
    expect(htmlToLine('<p>多数情况下不需要：</p><ul><li>平台代缴；</li></ul>', '')).toBe(
      '多数情况下不需要：平台代缴；',
    );
  });

  it('leaves entities as written', () => {
    expect(htmlToLine('<p>A &amp; B</p>')).toBe('A &amp; B');
  });
});

describe('richTextToPlain', () => {
  it('keeps block ends as line breaks and decodes entities', () => {
    expect(richTextToPlain('<p>A &amp; B</p><p>C<br>D</p><script>x</script>')).toBe('A & B\nC\nD');
  });
});
