/** Plain texts as a list, in the place's class when given (a text is its item's key: one list never repeats one). */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
