/** The permission matrix of spec §3: columns are the kinds of thing, rows what one may do with it. */
export const COLUMNS = ['customer', 'group', 'invoices', 'location', 'portal', 'users'] as const
export const ACTIONS = ['read', 'update', 'create', 'delete'] as const
export type Column = (typeof COLUMNS)[number]
export type Action = (typeof ACTIONS)[number]

/** Only users has create and delete. */
export const keyExists = (column: Column, action: Action) =>
  column === 'users' || action === 'read' || action === 'update'

export const ALL_KEYS = COLUMNS.flatMap((column) =>
  ACTIONS.filter((action) => keyExists(column, action)).map((action) => `${column}_${action}`)
)

export const READ_ONLY_KEYS = COLUMNS.map((column) => `${column}_read`)

/**
 * Spec §5: at least one permission in each column, counting only the columns
 * in which the granter can give something (`available`).
 */
export function emptyColumns(
  keys: readonly string[],
  available: readonly string[] = ALL_KEYS
): Column[] {
  return COLUMNS.filter(
    (column) =>
      available.some((key) => key.startsWith(`${column}_`)) &&
      !keys.some((key) => key.startsWith(`${column}_`))
  )
}

/** The keys held on every one of several objects. */
export function commonKeys(perObject: string[][]): string[] {
  if (perObject.length === 0) return []
  return perObject.reduce((common, keys) => common.filter((key) => keys.includes(key)))
}
