import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type AlertRule from '#core/alerts/models/alert_rule'
import type { Finding } from '#core/alerts/evaluation/findings'
import type { AlertRow } from '#core/alerts/evaluation/notify_alert'

/**
 * The moves of an alert's life, each a conditional statement that returns the row only to the evaluation that made
 * the move: two evaluations racing over the same venue notify once (the partial unique index of migration
 * 1763700001300 refuses a second active alert).
 */
export async function startAlert(
  trx: TransactionClientContract,
  rule: AlertRule,
  locationId: number,
  finding: Finding,
  now: Date
): Promise<(AlertRow & { state: string }) | null> {
  const opensNow = rule.forMinutes <= 0
  const result = await trx.rawQuery(
    `insert into alerts (rule_id, location_id, subject, subject_name, state, details, started_at, triggered_at, last_notified_at, notifications)
     values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)
     on conflict (rule_id, location_id, subject) where state in ('pending', 'open') do nothing
     returning id, subject, subject_name, details, started_at, state`,
    [
      rule.id,
      locationId,
      finding.subject,
      finding.subjectName?.slice(0, 200) ?? null,
      opensNow ? 'open' : 'pending',
      JSON.stringify(finding.details),
      now,
      opensNow ? now : null,
      opensNow ? now : null,
      opensNow ? 1 : 0,
    ] as any[]
  )
  return result.rows[0] ?? null
}

/** A pending alert whose condition held long enough. */
export async function triggerAlert(
  trx: TransactionClientContract,
  id: number,
  finding: Finding,
  now: Date
): Promise<AlertRow | null> {
  const result = await trx.rawQuery(
    `update alerts set state = 'open', triggered_at = ?, last_notified_at = ?, notifications = notifications + 1, details = ?::jsonb, subject_name = coalesce(?, subject_name)
     where id = ? and state = 'pending' returning id, subject, subject_name, details, started_at`,
    [
      now,
      now,
      JSON.stringify(finding.details),
      finding.subjectName?.slice(0, 200) ?? null,
      id,
    ] as any[]
  )
  return result.rows[0] ?? null
}

/** Repeat suppression: an open alert is mailed again only once its rule's period has passed since the last mail. */
export async function remindAlert(
  trx: TransactionClientContract,
  id: number,
  renotifyMinutes: number,
  now: Date
): Promise<AlertRow | null> {
  const result = await trx.rawQuery(
    `update alerts set last_notified_at = ?, notifications = notifications + 1
     where id = ? and state = 'open' and last_notified_at <= ?::timestamptz - (? * interval '1 minute')
     returning id, subject, subject_name, details, started_at`,
    [now, id, now, renotifyMinutes]
  )
  return result.rows[0] ?? null
}

/** The condition cleared: an open alert is resolved (and told once); a pending one simply goes, nobody heard of it. */
export async function clearAlert(
  trx: TransactionClientContract,
  id: number,
  state: string,
  now: Date
): Promise<AlertRow | null> {
  if (state === 'pending') {
    await trx.from('alerts').where({ id, state: 'pending' }).delete()
    return null
  }
  const result = await trx.rawQuery(
    `update alerts set state = 'resolved', resolved_at = ? where id = ? and state = 'open' returning id, subject, subject_name, details, started_at`,
    [now, id]
  )
  return result.rows[0] ?? null
}
