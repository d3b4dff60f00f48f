import type AlertRule from '#core/alerts/models/alert_rule'
import type { ruleContext } from '#core/alerts/queries/alert_rule_queries'

type RuleContext = Awaited<ReturnType<typeof ruleContext>>

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

export function transformAlertRule(rule: AlertRule, context: RuleContext) {
  return {
    id: rule.id,
    name: rule.name,
    trigger: rule.trigger,
    threshold: rule.threshold,
    forMinutes: rule.forMinutes,
    scopeType: rule.scopeType,
    scopeId: rule.scopeId,
    scopeName: rule.scopeId
      ? (context.names.get(`${rule.scopeType}:${rule.scopeId}`) ?? null)
      : null,
    // A recipient who was deleted since simply drops off the list.
    recipients: rule.recipientIds.flatMap((id) => context.recipients.get(id) ?? []),
    sendWebhook: rule.sendWebhook,
    onlyOpeningHours: rule.onlyOpeningHours,
    renotifyMinutes: rule.renotifyMinutes,
    enabled: rule.enabled,
    canUpdate: context.manageable.get(rule.id) ?? false,
    createdAt: rule.createdAt.toISO()!,
    updatedAt: rule.updatedAt.toISO()!,
  }
}

export function transformAlert(row: Record<string, any>) {
  return {
    id: Number(row.id),
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    trigger: row.trigger,
    locationId: row.location_id,
    locationName: row.location_name,
    subject: row.subject,
    subjectName: row.subject_name,
    state: row.state,
    details: row.details ?? {},
    startedAt: iso(row.started_at)!,
    triggeredAt: iso(row.triggered_at),
    resolvedAt: iso(row.resolved_at),
    notifications: row.notifications,
  }
}
