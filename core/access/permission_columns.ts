import { PERMISSION_KEYS, type PermissionKey } from '#core/access/permissions'

/**
 * The columns of the invite wizard's permission matrix (spec §3). Spec §5:
 * access is granted with at least one permission in every column.
 */
export const PERMISSION_COLUMNS = [
  'customer',
  'group',
  'invoices',
  'location',
  'portal',
  'users',
] as const
export type PermissionColumn = (typeof PERMISSION_COLUMNS)[number]

export function keysOfColumn(column: PermissionColumn): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => key.startsWith(`${column}_`))
}

/** The columns in which none of `keys` is chosen. */
export function emptyColumns(keys: readonly string[]): PermissionColumn[] {
  return PERMISSION_COLUMNS.filter((column) => !keys.some((key) => key.startsWith(`${column}_`)))
}
