import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AlertRule from '#core/alerts/models/alert_rule'
import { recordAudit } from '#kernel/audit/audit'

/**
 * The demo alert rule: any device of the café's main bar offline mails the demo customer user (and sends the alert
 * webhook events), once when it goes and once when it is back. Take an AP of the `markt-main` site offline in the
 * UniFi simulator (README, "Alerts") and the next sync raises it. The rule covers the main bar only: the terrace is on
 * standby with its equipment off.
 */
export async function seedDemoAlertRules(
  trx: TransactionClientContract,
  input: { locationId: number; recipientId: number }
) {
  const rule = await AlertRule.create(
    {
      name: 'A device of the main bar is offline',
      trigger: 'device_offline',
      threshold: null,
      forMinutes: 0,
      scopeType: 'location',
      scopeId: input.locationId,
      recipientIds: [input.recipientId],
      sendWebhook: true,
      onlyOpeningHours: false,
      renotifyMinutes: null,
      enabled: true,
      createdBy: null,
    },
    { client: trx }
  )
  await recordAudit(
    {
      action: 'alert_rule.created',
      actorId: null,
      objectType: 'alert_rule',
      objectId: rule.id,
      newValues: { name: rule.name, system: 'demo seed' },
    },
    trx
  )
  return rule
}
