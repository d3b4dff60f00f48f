export const DEFAULT_PER_PAGE = 25

/** What `paginated` reads: a Lucid model paginator or a query-builder one. */
export interface PageOf<T> {
  all(): T[]
  total: number
  currentPage: number
  perPage: number
  lastPage: number
}

/** The list envelope of architecture §4: `{ data, meta: { total, page, perPage, lastPage } }`. */
export function paginated<T, R>(paginator: PageOf<T>, transform: (row: T) => R) {
  return {
    data: paginator.all().map((row) => transform(row)),
    meta: {
      total: paginator.total,
      page: paginator.currentPage,
      perPage: paginator.perPage,
      lastPage: paginator.lastPage,
    },
  }
}

/** The same envelope for a list already in memory. */
export function paginateArray<T>(items: T[], page = 1, perPage = DEFAULT_PER_PAGE) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage))
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { total: items.length, page, perPage, lastPage },
  }
}
