import type { ReactNode } from 'react';
import type { Column } from './DataTable';

/**
 * A table of rows already at hand (no query, no URL), in DataTable's look: on a phone each row
 * becomes a card of labelled cells (ui.scss `.data-table`). DataTable draws its lists with it,
 * adding the sort controls, the placeholder rows and the pager.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName = 'visually-hidden',
  className,
  tableClassName = 'table is-fullwidth is-narrow',
  busy,
  header,
  ariaSort,
  leadingRows,
  selectedKey,
  onRowSelect,
  above,
  below,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  captionClassName?: string;
  /** A class beside `data-table` on the wrapper (the screen's look). */
  className?: string;
  tableClassName?: string;
  busy?: boolean;
  /** A header cell's content other than its title (a sort button). */
  header?: (column: Column<Row>) => ReactNode;
  ariaSort?: (column: Column<Row>) => 'ascending' | 'descending' | undefined;
  /** Rows before the data (placeholders while loading, the empty state). */
  leadingRows?: ReactNode;
  selectedKey?: string | null;
  onRowSelect?: (row: Row) => void;
  /** Parts inside the wrapper around the table (DataTable's sort select and pager). */
  above?: ReactNode;
  below?: ReactNode;
}) {
  const end = (column: Column<Row>) => (column.align === 'end' ? 'has-text-right' : undefined);
  const title = (column: Column<Row>) =>
    header?.(column) ?? (column.quietHeader ? <span className="visually-hidden">{column.header}</span> : column.header);
  return (
    <div className={className ? `data-table ${className}` : 'data-table'}>
      {above}
      <div className="table-container" aria-busy={busy}>
        <table className={tableClassName}>
          {caption && <caption className={captionClassName}>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={end(column)} aria-sort={ariaSort?.(column)}>
                  {title(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {leadingRows}
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <tr
                  key={key}
                  data-key={key}
                  className={selectedKey === key ? 'is-selected-row' : undefined}
                  onClick={onRowSelect ? () => onRowSelect(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.id} data-label={column.header} className={end(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {below}
    </div>
  );
}
