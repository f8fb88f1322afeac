/**
 * A card's figure: one line, or one line per currency ("GBP 12,345,678.00"). The amount is kept
 * whole; in a narrow card its currency code goes above it rather than breaking it.
 */
export function FigureValue({ value }: { value: string | readonly string[] }) {
  if (typeof value === 'string') return value;
  return value.map((line) => {
    const [code, amount] = line.includes(' ')
      ? [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]
      : [null, line];
    return (
      <span key={line} className="block text-base">
        {code !== null && <span className="text-xs opacity-80">{code} </span>}
        <span className="whitespace-nowrap">{amount}</span>
      </span>
    );
  });
}
