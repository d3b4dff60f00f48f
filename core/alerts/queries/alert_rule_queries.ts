import type { UserAccess } from '#core/access/services/user_access'
import { subjectNames } from '#core/access/services/subject_names'
import User from '#core/users/models/user'
import AlertRule from '#core/alerts/models/alert_rule'
import { mayManageScope, whereRuleVisible } from '#core/alerts/services/alert_scope'
import { recipientView } from '#core/alerts/queries/alert_recipients'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'

export async function listAlertRules(
  access: UserAccess,
  filters: { q?: string; locationId?: number; page?: number; perPage?: number }
) {
  const query = whereRuleVisible(AlertRule.query(), access).orderBy('name').orderBy('id')
  if (filters.q) query.whereILike('name', `%${escapeLike(filters.q)}%`)
  if (filters.locationId) {
    // The rules whose scope covers the venue: all venues, the venue itself, its customer or its customer's group.
    query.whereExists((venue) =>
      venue
        .from('locations as l')
        .join('customers as c', 'c.id', 'l.customer_id')
        .where('l.id', filters.locationId!)
        .whereRaw(
          `(alert_rules.scope_type = 'all' or (alert_rules.scope_type = 'location' and alert_rules.scope_id = l.id)
            or (alert_rules.scope_type = 'customer' and alert_rules.scope_id = l.customer_id) or (alert_rules.scope_type = 'group' and alert_rules.scope_id = c.group_id))`
        )
    )
  }
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A rule the user can see, else 404. */
export async function findVisibleRule(access: UserAccess, id: number) {
  const rule = await whereRuleVisible(AlertRule.query(), access).where('alert_rules.id', id).first()
  if (!rule) throw AppException.notFound()
  return rule
}

/** What the rule views need beside the rows: scope names, recipients, and whether the caller may change each rule. */
export async function ruleContext(access: UserAccess, rules: AlertRule[]) {
  const scoped = rules
    .filter((rule) => rule.scopeType !== 'all' && rule.scopeId)
    .map((rule) => ({
      subject_type: rule.scopeType as 'group' | 'customer' | 'location',
      subject_id: rule.scopeId!,
    }))
  const names = await subjectNames(scoped)
  const ids = [...new Set(rules.flatMap((rule) => rule.recipientIds))]
  const users = ids.length ? await User.query().whereIn('id', ids) : []
  const recipients = new Map(users.map((user) => [user.id, recipientView(user)]))
  const manageable = new Map<number, boolean>()
  for (const rule of rules)
    manageable.set(rule.id, await mayManageScope(access, rule.scopeType, rule.scopeId))
  return { names, recipients, manageable }
}
