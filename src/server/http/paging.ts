/** Paginated lists answer `{ items, total, page, pageSize }` (DESIGN.md §4). */
export function paged<T>(items: T[], total: number, query: { page: number; pageSize: number }) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
