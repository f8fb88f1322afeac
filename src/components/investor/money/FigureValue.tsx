/** A card's figure: one line, or one line per currency. */
export function FigureValue({ value }: { value: string | readonly string[] }) {
  if (typeof value === 'string') return value;
  return value.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
