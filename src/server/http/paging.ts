/** Paginated lists answer `{ items, total, page, pageSize }` (DESIGN.md §4). */
export function paged<T>(items: T[], total: number, query: { page: number; pageSize: number }) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** A list's answer from a service's rows and their total: each row through its view. */
export function pageOf<Row, View>(
  found: { rows: Row[]; total: number },
  query: { page: number; pageSize: number },
  view: (row: Row) => View,
) {
  return paged(found.rows.map(view), found.total, query);
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
