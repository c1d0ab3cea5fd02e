import type { Column } from './DataTable';

/**
 * A table of rows already at hand (no query, no URL, no paging, no sorting), in DataTable's look:
 * on a phone each row becomes a card of labelled cells (ui.scss `.data-table`).
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName = 'visually-hidden',
  className,
  tableClassName = 'table is-fullwidth is-narrow',
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  captionClassName?: string;
  /** A class beside `data-table` on the wrapper (the screen's look). */
  className?: string;
  tableClassName?: string;
}) {
  const end = (column: Column<Row>) => (column.align === 'end' ? 'has-text-right' : undefined);
  return (
    <div className={className ? `data-table ${className}` : 'data-table'}>
      <div className="table-container">
        <table className={tableClassName}>
          {caption && <caption className={captionClassName}>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={end(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} data-label={column.header} className={end(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
