import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { PERMISSION_KEYS } from '#core/access/permissions'
import {
  emptyColumns,
  PERMISSION_COLUMNS,
  type PermissionColumn,
} from '#core/access/permission_columns'
import { AppException } from '#kernel/exceptions/app_exception'
import { subjectNames } from '#core/access/services/subject_names'

/**
 * Whether the caller may hand out `keys` on an object: the object must be
 * visible to them (else 404; admins too, so no grant points at nothing),
 * they need `needed` there (users_create for new access, users_update for a
 * change), and nobody grants a key they lack.
 */
export async function assertCanGrant(
  access: UserAccess,
  type: SubjectType,
  id: number,
  keys: readonly PermissionKey[],
  needed: PermissionKey
) {
  if (access.isAdmin) {
    if ((await subjectNames([{ subject_type: type, subject_id: id }])).size === 0)
      throw AppException.notFound()
    return [...PERMISSION_KEYS]
  }
  const held = await access.permissionsOn(type, id)
  if (held.length === 0) throw AppException.notFound()
  if (!mayGrant(held, keys, needed)) throw AppException.forbidden()
  return held
}

/** Holding `needed` and every one of `keys` on an object: what handing out `keys` there takes. */
export function mayGrant(
  held: readonly PermissionKey[],
  keys: readonly PermissionKey[],
  needed: PermissionKey
) {
  return held.includes(needed) && keys.every((key) => held.includes(key))
}

/**
 * Changing or removing someone's grant takes holding every key it carries:
 * nobody cuts back the access of a user with more rights than themselves.
 */
export function assertOutranks(held: readonly PermissionKey[], current: readonly PermissionKey[]) {
  if (current.some((key) => !held.includes(key))) throw AppException.forbidden()
}

/**
 * The columns a grant must fill: those in which the granter holds some key
 * on every object. A partner without invoice rights still invites people,
 * just without an invoices column.
 */
export function columnsHeld(heldPerSubject: PermissionKey[][]): PermissionColumn[] {
  return PERMISSION_COLUMNS.filter((column) =>
    heldPerSubject.every((held) => held.some((key) => key.startsWith(`${column}_`)))
  )
}

/** Spec §5: nothing selected, or a column without any permission, is refused with a field error per column. */
export function assertEveryColumn(
  keys: readonly string[],
  field = 'permissions',
  columns: readonly PermissionColumn[] = PERMISSION_COLUMNS
) {
  if (keys.length === 0)
    throw AppException.invalidField(field, 'min_permissions', 'E_NO_PERMISSIONS')
  const missing = emptyColumns(keys).filter((column) => columns.includes(column))
  if (missing.length > 0) {
    throw new AppException(422, 'E_NO_PERMISSIONS', {
      errors: missing.map((column) => ({ field: `${field}.${column}`, rule: 'min_permissions' })),
    })
  }
}
