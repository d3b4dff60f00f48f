import db from '@adonisjs/lucid/services/db'
import AccessGrant from '#core/access/models/access_grant'
import type { UserAccess } from '#core/access/services/user_access'
import {
  assertCanGrant,
  assertEveryColumn,
  assertOutranks,
  columnsHeld,
} from '#core/access/services/grantable'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'
import type User from '#core/users/models/user'
import type { Language } from '#core/users/models/user'

interface UserChanges {
  firstname?: string
  name?: string
  role?: string | null
  account_role?: string | null
  lang?: Language
  access?: Array<{ subject_type: SubjectType; subject_id: number; permissions: PermissionKey[] }>
}

/**
 * Updates another user's profile and their permissions per object. Profile
 * fields need users_update on every object the user has access to (a user
 * shared with another tenant is not renamed by one of them); each access
 * entry needs users_update there (users_create for an object they do not
 * have yet) and, to change an existing grant, every key it carries.
 * Access is removed with DELETE /users/{id}, not here.
 */
export async function updateManagedUser(access: UserAccess, user: User, changes: UserChanges) {
  const profileChange = ['firstname', 'name', 'role', 'lang'].some(
    (field) => (changes as any)[field] !== undefined
  )
  const existing = await AccessGrant.query().where('user_id', user.id)
  if (changes.account_role !== undefined && !access.isAdmin) throw AppException.forbidden()
  if (profileChange && !access.isAdmin) {
    const editable = await Promise.all(
      existing.map((g) => access.can('users_update', g.subjectType, g.subjectId))
    )
    if (existing.length === 0 || !editable.every(Boolean)) throw AppException.forbidden()
  }

  const entries = changes.access ?? []
  for (const [index, entry] of entries.entries()) {
    const current = existing.find(
      (g) => g.subjectType === entry.subject_type && g.subjectId === entry.subject_id
    )
    const held = await assertCanGrant(
      access,
      entry.subject_type,
      entry.subject_id,
      entry.permissions,
      current ? 'users_update' : 'users_create'
    )
    if (current) assertOutranks(held, current.permissions)
    assertEveryColumn(entry.permissions, `access.${index}.permissions`, columnsHeld([held]))
  }

  await db.transaction(async (trx) => {
    user.merge({
      firstname: changes.firstname ?? user.firstname,
      name: changes.name ?? user.name,
      role: changes.role !== undefined ? changes.role : user.role,
      lang: changes.lang ?? user.lang,
      accountRole: changes.account_role !== undefined ? changes.account_role : user.accountRole,
    })
    const { oldValues, newValues, changed } = pendingChanges(user)
    if (changed) {
      await user.useTransaction(trx).save()
      await recordAudit(
        { action: 'user.updated', objectType: 'user', objectId: user.id, oldValues, newValues },
        trx
      )
    }
    for (const entry of entries) {
      const current = existing.find(
        (g) => g.subjectType === entry.subject_type && g.subjectId === entry.subject_id
      )
      const before = current?.permissions ?? null
      const permissions = [...entry.permissions].sort()
      if (before && [...before].sort().join() === permissions.join()) continue
      await AccessGrant.updateOrCreate(
        { userId: user.id, subjectType: entry.subject_type, subjectId: entry.subject_id },
        { permissions },
        { client: trx }
      )
      await recordAudit(
        {
          action: before ? 'user.access_updated' : 'user.access_granted',
          objectType: 'user',
          objectId: user.id,
          oldValues: before
            ? {
                subject_type: entry.subject_type,
                subject_id: entry.subject_id,
                permissions: before,
              }
            : null,
          newValues: {
            subject_type: entry.subject_type,
            subject_id: entry.subject_id,
            permissions,
          },
        },
        trx
      )
    }
  })
  return user
}
