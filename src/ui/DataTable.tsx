import type { FetcherStore } from '@nanostores/query';
import type { ReactNode } from 'react';
import { nextIcon, previousIcon, sortAscIcon, sortDescIcon, sortIcon } from '../components/icons';
import { formatNumber } from '../i18n/format';
import { DateTime } from './DateTime';
import { Icon } from './Icon';
import { useLocale, useT } from './i18n';
import { ErrorState, Skeleton } from './QueryView';
import { Table } from './Table';
import { type UrlPatch, updateSearch } from './urlState';
import { type QueryResult, useQuery } from './useQuery';

/** One list contract for every server-side list (DESIGN.md §8). */
export type Page<Row> = { items: Row[]; total: number; page: number; pageSize: number };

export type Column<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key; absent: not sortable. */
  sort?: string;
  align?: 'start' | 'end';
  /** The header is read by screen readers only (a checkbox or a row's action buttons need no visible title). */
  quietHeader?: boolean;
};

/** A column of one moment: its date in the page's locale and, `withTime`, the time under it. */
export function momentColumn<Row>(
  id: string,
  header: string,
  at: (row: Row) => string,
  { sort, className, withTime = false }: { sort?: string; className: string; withTime?: boolean },
): Column<Row> {
  return {
    id,
    header,
    sort,
    cell: (row) => (
      <span className={className}>
        <DateTime value={at(row)} style="date" />
        {withTime && (
          <small>
            <DateTime value={at(row)} style="time" />
          </small>
        )}
      </span>
    ),
  };
}

/** `sort=time` ascending, `sort=-time` descending. */
export function parseSort(sort: string): { key: string; descending: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** A filter change: back to page 1, recorded in history so Back undoes it. */
export function setFilter(patch: UrlPatch, pageParam = 'page'): void {
  updateSearch({ ...patch, [pageParam]: null }, { push: true });
}

/** The URL parameters a table keeps its page, size and sort in. */
export type TableParamNames = { page: string; pageSize: string; sort: string };
const defaultParamNames: TableParamNames = { page: 'page', pageSize: 'pageSize', sort: 'sort' };

export type DataTableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  query: QueryResult<Page<Row>>;
  params: { page: string; pageSize: string; sort: string };
  empty: ReactNode;
  pageSizes?: number[];
  onRowSelect?: (row: Row) => void;
  selectedKey?: string | null;
  /** Other names for a second table on the same page (the admin profile's sign-ins and audit log). */
  paramNames?: TableParamNames;
  /** False for a short list shown whole (the challenge catalogue): no pager under it. */
  paged?: boolean;
};

/**
 * A server-paged, server-sorted table whose state lives in the URL. Headers sort, the pager pages,
 * both keyboard reachable; while a new page loads the old rows stay (dimmed); empty and error
 * states say so.
 */
export function DataTable<Row>({
  caption,
  columns,
  rowKey,
  query,
  params,
  empty,
  pageSizes = [10, 25, 50, 100],
  onRowSelect,
  selectedKey,
  paramNames = defaultParamNames,
  paged = true,
}: DataTableProps<Row>) {
  const names = paramNames;
  const t = useT();
  const locale = useLocale();
  const sort = parseSort(params.sort);
  const data = query.data;
  const pageSize = Number(params.pageSize);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = data?.page ?? Number(params.page);

  const sortBy = (key: string) => {
    const descending = sort.key === key ? !sort.descending : key === 'time';
    updateSearch({ [names.sort]: descending ? `-${key}` : key, [names.page]: null }, { push: true });
  };

  if (!data && query.error) return <ErrorState error={query.error} retry={query.retry} />;

  const sortable = columns.filter((column) => column.sort);
  const isActive = (column: Column<Row>) => !!column.sort && sort.key === column.sort;
  return (
    <Table
      columns={columns}
      rows={data?.items ?? []}
      rowKey={rowKey}
      caption={caption}
      tableClassName={query.loading && data ? 'table is-fullwidth is-hoverable is-stale' : 'table is-fullwidth is-hoverable'}
      busy={query.loading}
      selectedKey={selectedKey}
      onRowSelect={onRowSelect}
      ariaSort={(column) => (isActive(column) ? (sort.descending ? 'descending' : 'ascending') : undefined)}
      header={(column) =>
        column.sort ? (
          <button type="button" className="sort-button" onClick={() => sortBy(column.sort as string)}>
            {column.header}
            <Icon svg={isActive(column) ? (sort.descending ? sortDescIcon : sortAscIcon) : sortIcon} />
          </button>
        ) : undefined
      }
      above={
        sortable.length > 0 && (
          // Phones show rows as cards without the header row: sorting is offered here instead.
          <label className="data-table__sort">
            {t('table.sortBy')}
            <select
              value={params.sort}
              onChange={(event) => updateSearch({ [names.sort]: event.target.value, [names.page]: null }, { push: true })}
            >
              {sortable.flatMap((column) => [
                <option key={`${column.id}-asc`} value={column.sort}>
                  {t('table.ascending', { column: column.header })}
                </option>,
                <option key={`${column.id}-desc`} value={`-${column.sort}`}>
                  {t('table.descending', { column: column.header })}
                </option>,
              ])}
            </select>
          </label>
        )
      }
      leadingRows={
        <>
          {!data &&
            Array.from({ length: Math.min(pageSize, 5) }, (_, i) => `placeholder-${i}`).map((key) => (
              <tr key={key} className="data-table__placeholder">
                <td colSpan={columns.length}>
                  <Skeleton lines={1} />
                </td>
              </tr>
            ))}
          {data?.items.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="data-table__empty">
                {empty}
              </td>
            </tr>
          )}
        </>
      }
      below={
        paged &&
        data &&
        data.total > 0 && (
          <nav className="pager" aria-label={t('table.pagination')}>
            <span className="pager__range">
              {t('table.range', {
                from: formatNumber((page - 1) * data.pageSize + 1, locale, 0),
                to: formatNumber(Math.min(page * data.pageSize, data.total), locale, 0),
                total: formatNumber(data.total, locale, 0),
              })}
            </span>
            <label className="pager__size">
              {t('table.rowsPerPage')}
              <select
                value={pageSize}
                onChange={(event) => updateSearch({ [names.pageSize]: event.target.value, [names.page]: null }, { push: true })}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {formatNumber(size, locale, 0)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button is-small"
              disabled={page <= 1}
              onClick={() => updateSearch({ [names.page]: page - 1 === 1 ? null : page - 1 }, { push: true })}
            >
              <Icon svg={previousIcon} />
              <span>{t('table.previous')}</span>
            </button>
            <span className="pager__page" aria-live="polite">
              {t('table.page', { page: formatNumber(page, locale, 0), pages: formatNumber(pages, locale, 0) })}
            </span>
            <button
              type="button"
              className="button is-small"
              disabled={page >= pages}
              onClick={() => updateSearch({ [names.page]: page + 1 }, { push: true })}
            >
              <span>{t('table.next')}</span>
              <Icon svg={nextIcon} />
            </button>
          </nav>
        )
      }
    />
  );
}

/** What ListTable needs of a defineList (src/api/list.ts): its query, its URL state and the names it keeps them under. */
type TableList<Answer> = { $list: FetcherStore<Answer>; useParams: () => Record<string, string>; paramNames: TableParamNames };

/** A defineList's table: its rows from the list's query, its page, size and sort from the URL, each row keyed by its id. */
export function ListTable<Answer extends Page<{ id: string }>>({
  list,
  ...table
}: { list: TableList<Answer> } & Omit<DataTableProps<Answer['items'][number]>, 'query' | 'params' | 'paramNames' | 'rowKey'>) {
  const query = useQuery(list.$list);
  const params = list.useParams();
  const names = list.paramNames;
  return (
    <DataTable
      {...table}
      rowKey={(row) => row.id}
      query={query}
      params={{ page: params[names.page] ?? '1', pageSize: params[names.pageSize] ?? '', sort: params[names.sort] ?? '' }}
      paramNames={names}
    />
  );
}
