import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey } from '#core/access/permissions'
import {
  whereCustomerVisible,
  whereGroupVisible,
  whereLocationVisible,
} from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import type { AlertScope } from '#core/alerts/alert_triggers'

/**
 * Who may see and change which alert rules. A rule is visible to whoever can see its scope (a group, customer or
 * venue), and changed by whoever may change that scope's venues (location_update on it or a parent). Rules over all
 * venues are the platform admins' own.
 */
export async function mayManageScope(
  access: UserAccess,
  scopeType: AlertScope,
  scopeId: number | null
) {
  if (access.isAdmin) return true
  if (scopeType === 'all' || !scopeId) return false
  return (await access.permissionsOn(scopeType, scopeId)).includes('location_update')
}

/** Checks the scope a rule is saved with: a 422 for a scope that is missing or not visible, a 403 without the right. */
export async function assertScopeManaged(
  access: UserAccess,
  scopeType: AlertScope,
  scopeId: number | null | undefined
) {
  if (scopeType === 'all') {
    if (!access.isAdmin) throw AppException.forbidden()
    return null
  }
  if (!scopeId) throw AppException.invalidField('scopeId', 'required')
  const keys = await access.permissionsOn(scopeType, scopeId)
  if (!keys.includes(`${scopeType}_read` as PermissionKey))
    throw AppException.invalidField('scopeId', 'exists')
  if (!keys.includes('location_update')) throw AppException.forbidden()
  return scopeId
}

/** Limits a query over `alert_rules` to the rules whose scope the user can see. */
export function whereRuleVisible<Q extends { where(callback: (query: any) => void): any }>(
  query: Q,
  access: UserAccess
): Q {
  if (access.isAdmin) return query
  query.where((q: any) =>
    q
      .where((sub: any) =>
        sub
          .where('alert_rules.scope_type', 'location')
          .whereIn(
            'alert_rules.scope_id',
            whereLocationVisible(db.from('locations'), access).select('locations.id')
          )
      )
      .orWhere((sub: any) =>
        sub
          .where('alert_rules.scope_type', 'customer')
          .whereIn(
            'alert_rules.scope_id',
            whereCustomerVisible(db.from('customers'), access).select('customers.id')
          )
      )
      .orWhere((sub: any) =>
        sub
          .where('alert_rules.scope_type', 'group')
          .whereIn(
            'alert_rules.scope_id',
            whereGroupVisible(db.from('groups'), access).select('groups.id')
          )
      )
  )
  return query
}
