import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AlertRule from '#core/alerts/models/alert_rule'
import { coveredLocations } from '#core/alerts/evaluation/covered_locations'
import { loadVenueFacts, type VenueFacts } from '#core/alerts/evaluation/venue_facts'
import { findingsFor, isOpen, type Finding } from '#core/alerts/evaluation/findings'
import { AlertNotifier } from '#core/alerts/evaluation/notify_alert'
import {
  clearAlert,
  remindAlert,
  startAlert,
  triggerAlert,
} from '#core/alerts/evaluation/alert_transitions'

export interface EvaluationSummary {
  triggered: number
  reminded: number
  resolved: number
}

interface ActiveAlert {
  id: number
  rule_id: number
  location_id: number
  subject: string
  state: string
  started_at: Date | string
}

/**
 * Evaluates the enabled rules against the stored sync results, for the given venues (a sync's) or for all of them
 * (the periodic tick, for the time-based triggers). State lives in the `alerts` table, so running it twice changes
 * nothing the second time: one active alert per rule, venue and subject; a mail when it triggers, when it is still
 * open after the rule's re-notify period, and once when it resolves. Outside opening hours a rule limited to them
 * starts nothing and lets pending alerts go, but still resolves what cleared.
 */
export async function evaluateAlerts(
  options: { locationIds?: number[]; now?: Date } = {}
): Promise<EvaluationSummary> {
  const now = options.now ?? new Date()
  const summary: EvaluationSummary = { triggered: 0, reminded: 0, resolved: 0 }
  await db.transaction(async (trx) => {
    const rules = await AlertRule.query({ client: trx }).where('enabled', true).orderBy('id')
    const coverage = await coveredLocations(trx, rules, options.locationIds)
    const locationIds = [...new Set([...coverage.values()].flat())]
    if (!locationIds.length) return
    const facts = await loadVenueFacts(trx, locationIds, new Set(rules.map((rule) => rule.trigger)))
    const active = await activeAlerts(trx, rules, locationIds)
    const notifier = new AlertNotifier(trx)
    for (const rule of rules) {
      for (const locationId of coverage.get(rule.id) ?? []) {
        const venue = facts.get(locationId)
        if (venue)
          await evaluateVenue(
            trx,
            notifier,
            rule,
            venue,
            active.get(`${rule.id}|${locationId}`) ?? [],
            now,
            summary
          )
      }
    }
  })
  return summary
}

async function evaluateVenue(
  trx: TransactionClientContract,
  notifier: AlertNotifier,
  rule: AlertRule,
  venue: VenueFacts,
  active: ActiveAlert[],
  now: Date,
  summary: EvaluationSummary
) {
  const watching = !rule.onlyOpeningHours || isOpen(venue, now)
  const findings = new Map<string, Finding>(
    findingsFor(rule, venue, now).map((finding) => [finding.subject, finding])
  )
  for (const alert of active) {
    const finding = findings.get(alert.subject)
    findings.delete(alert.subject)
    if (!finding || (!watching && alert.state === 'pending')) {
      const resolved = await clearAlert(trx, alert.id, alert.state, now)
      if (resolved) {
        summary.resolved++
        await notifier.notify('resolved', rule, venue, resolved, now)
      }
    } else if (
      alert.state === 'pending' &&
      now.getTime() - new Date(alert.started_at).getTime() >= rule.forMinutes * 60_000
    ) {
      const triggered = await triggerAlert(trx, alert.id, finding, now)
      if (triggered) {
        summary.triggered++
        await notifier.notify('triggered', rule, venue, triggered, now)
      }
    } else if (alert.state === 'open' && watching && rule.renotifyMinutes) {
      const reminded = await remindAlert(trx, alert.id, rule.renotifyMinutes, now)
      if (reminded) {
        summary.reminded++
        await notifier.notify('reminder', rule, venue, reminded, now)
      }
    }
  }
  if (!watching) return
  for (const finding of findings.values()) {
    const started = await startAlert(trx, rule, venue.id, finding, now)
    if (started?.state === 'open') {
      summary.triggered++
      await notifier.notify('triggered', rule, venue, started, now)
    }
  }
}

/** The rules' pending and open alerts at these venues, locked until the evaluation commits, by rule and venue. */
async function activeAlerts(
  trx: TransactionClientContract,
  rules: AlertRule[],
  locationIds: number[]
) {
  const rows = await trx
    .from('alerts')
    .whereRaw('rule_id = any(?)', [rules.map((rule) => rule.id)])
    .whereRaw('location_id = any(?)', [locationIds])
    .whereIn('state', ['pending', 'open'])
    .orderBy('id')
    .forUpdate()
    .select('id', 'rule_id', 'location_id', 'subject', 'state', 'started_at')
  const byKey = new Map<string, ActiveAlert[]>()
  for (const row of rows) {
    const key = `${row.rule_id}|${row.location_id}`
    byKey.set(key, [...(byKey.get(key) ?? []), { ...row, id: Number(row.id) }])
  }
  return byKey
}
