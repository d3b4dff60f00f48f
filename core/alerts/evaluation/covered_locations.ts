import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type AlertRule from '#core/alerts/models/alert_rule'

/**
 * The venues each rule covers (its scope), limited to `only` when an evaluation is about a few venues (those a sync
 * just stored). One statement for all rules: each scope is a condition on the venue or its customer.
 */
export async function coveredLocations(
  trx: TransactionClientContract,
  rules: AlertRule[],
  only?: number[]
) {
  const covered = new Map<number, number[]>(rules.map((rule) => [rule.id, []]))
  if (!rules.length || (only && !only.length)) return covered
  const query = trx
    .from('alert_rules as r')
    .joinRaw('cross join locations as l')
    .join('customers as c', 'c.id', 'l.customer_id')
    .whereRaw('r.id = any(?)', [rules.map((rule) => rule.id)])
    .whereNot('l.status', 'archived')
    .whereRaw(
      `(r.scope_type = 'all'
        or (r.scope_type = 'location' and l.id = r.scope_id)
        or (r.scope_type = 'customer' and l.customer_id = r.scope_id)
        or (r.scope_type = 'group' and c.group_id = r.scope_id))`
    )
    .select('r.id as rule_id', 'l.id as location_id')
  if (only) query.whereRaw('l.id = any(?)', [only])
  for (const row of await query) covered.get(row.rule_id)!.push(row.location_id)
  return covered
}
