/** Chinese punctuation a title may break after; the phrases between them are kept whole where they fit. */
const PHRASE_END = /(?<=[，。：；！？｜])/u;

/**
 * A title that breaks between phrases rather than inside one: '产品合规，一个平台全部搞定' wraps
 * after the comma, not inside '合规'. Text without such punctuation (and Latin text) is left to
 * the browser, which balances it (text-wrap: balance).
 */
export function Phrases({ text }: { text: string }) {
  const phrases = text.split(PHRASE_END).filter(Boolean);
  if (phrases.length < 2) return text;
  return phrases.map((phrase, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of one fixed string, in order
    <span key={index} style={{ display: 'inline-block' }}>
      {phrase}
    </span>
  ));
}
