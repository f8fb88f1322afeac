/** The columns a buyer may add to the marketplace table, each a checkbox; the choice is remembered on the device. */
import { OPTIONAL_COLUMNS } from './market-columns';
import { toggleMarketColumn } from './market-column-choice';
import { MARKET_TEXT } from './market-text';

export function ColumnChooser({ chosen, ready }: { chosen: readonly string[]; ready: boolean }) {
  return (
    <details className="dropdown dropdown-end">
      <summary className="btn btn-sm">{MARKET_TEXT.columnChooser(chosen.length)}</summary>
      <fieldset className="dropdown-content z-10 mt-1 flex w-56 flex-col gap-2 rounded-box border border-[var(--surface-border)] bg-base-100 p-3 shadow">
        <legend className="sr-only">{MARKET_TEXT.columnChooserLegend}</legend>
        <p className="text-sm opacity-80">{MARKET_TEXT.columnChooserHelp}</p>
        {OPTIONAL_COLUMNS.map((column) => (
          <label key={column.key} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen.includes(column.key)}
              disabled={!ready}
              onChange={(event) => toggleMarketColumn(column.key, event.target.checked)}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
