import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#core/users/models/user'
import { UserAccess } from '#core/access/services/user_access'
import { queueMail } from '#core/mail/queue_mail'
import { publishEvent } from '#kernel/events/publish_event'
import type AlertRule from '#core/alerts/models/alert_rule'
import type { VenueFacts } from '#core/alerts/evaluation/venue_facts'
import { alertMail, type AlertNotice } from '#core/alerts/mails/alert_mail'

export interface AlertRow {
  id: number | string
  subject: string
  subject_name: string | null
  details: Record<string, unknown>
  started_at: Date | string
}

/**
 * Tells the rule's recipients about an alert, in the evaluation's transaction: one outbox mail per recipient who can
 * still see the venue (a recipient who lost access is skipped, never told about a venue they may not see), and the
 * alert.triggered / alert.resolved event when the rule sends its webhook events (a reminder is a mail only).
 */
export class AlertNotifier {
  #users = new Map<number, Promise<{ user: User; access: UserAccess } | null>>()

  constructor(private trx: TransactionClientContract) {}

  async notify(
    notice: AlertNotice,
    rule: AlertRule,
    venue: VenueFacts,
    alert: AlertRow,
    now: Date
  ) {
    const startedAt = new Date(alert.started_at)
    for (const recipientId of rule.recipientIds) {
      const recipient = await this.recipient(recipientId)
      if (!recipient || !(await recipient.access.can('location_read', 'location', venue.id)))
        continue
      const { user } = recipient
      const input = {
        notice,
        ruleName: rule.name,
        trigger: rule.trigger,
        venueName: venue.name,
        locationId: venue.id,
        subjectName: alert.subject === 'location' ? null : alert.subject_name,
        details: alert.details,
        startedAt,
        timezone: venue.timezone,
      }
      await queueMail(
        alertMail(
          { id: user.id, email: user.email, firstname: user.firstname, lang: user.lang },
          input
        ),
        { trx: this.trx }
      )
    }
    if (!rule.sendWebhook || notice === 'reminder') return
    const payload = {
      alertId: Number(alert.id),
      ruleId: rule.id,
      ruleName: rule.name,
      trigger: rule.trigger,
      locationId: venue.id,
      locationName: venue.name,
      subject: alert.subject,
      subjectName: alert.subject_name,
      details: alert.details,
      startedAt: startedAt.toISOString(),
      at: now.toISOString(),
    }
    await publishEvent(notice === 'resolved' ? 'alert.resolved' : 'alert.triggered', payload, {
      trx: this.trx,
    })
  }

  private recipient(id: number) {
    let found = this.#users.get(id)
    if (!found) {
      found = User.find(id, { client: this.trx }).then(async (user) =>
        user ? { user, access: await UserAccess.for(user, this.trx) } : null
      )
      this.#users.set(id, found)
    }
    return found
  }
}
