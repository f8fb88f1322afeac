/** A chart's figures as a table for screen readers: a caption, the column headings, and one row per bar whose first cell names it. */

export interface ChartTableRow {
  key: string;
  /** The row's heading (the bar's full name) and then its figures, in the order of `columns`. */
  cells: readonly [string, ...(string | number)[]];
}

interface Props {
  caption: string;
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

export function ChartTable({ caption, columns, rows }: Props) {
  return (
    // Clipped by a block: a table ignores the 1 px width of sr-only and would widen a phone's page.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [heading, ...figures] }) => (
            <tr key={key}>
              <th scope="row">{heading}</th>
              {figures.map((figure, index) => (
                <td key={columns[index + 1] ?? index}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
