import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { UserAccess } from '#core/access/services/user_access'
import { createdValues, pendingChanges, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import AlertRule from '#core/alerts/models/alert_rule'
import { THRESHOLD_OF, type AlertScope, type AlertTrigger } from '#core/alerts/alert_triggers'
import { assertScopeManaged } from '#core/alerts/services/alert_scope'
import { assertRecipientsAllowed } from '#core/alerts/queries/alert_recipients'

export interface AlertRuleInput {
  name: string
  trigger: AlertTrigger
  threshold?: number | null
  forMinutes?: number
  scopeType: AlertScope
  scopeId?: number | null
  recipientIds: number[]
  sendWebhook?: boolean
  onlyOpeningHours?: boolean
  renotifyMinutes?: number | null
  enabled?: boolean
}

/** What decides which alerts a rule raises: changing one of these closes the rule's active alerts (they meant the old rule). */
const DEFINING = [
  'trigger',
  'threshold',
  'forMinutes',
  'scopeType',
  'scopeId',
  'onlyOpeningHours',
  'enabled',
] as const

/** Checks an editor's input against the caller's rights and builds the rule's attributes. */
async function ruleAttributes(access: UserAccess, input: AlertRuleInput) {
  const needs = THRESHOLD_OF[input.trigger]
  if (needs && (input.threshold === null || input.threshold === undefined))
    throw AppException.invalidField('threshold', 'required')
  const scopeId = await assertScopeManaged(access, input.scopeType, input.scopeId)
  await assertRecipientsAllowed(access, input.recipientIds)
  if (!input.recipientIds.length && !input.sendWebhook)
    throw AppException.invalidField('recipientIds', 'alert_action_required')
  return {
    name: input.name,
    trigger: input.trigger,
    threshold: needs ? input.threshold! : null,
    forMinutes: input.forMinutes ?? 0,
    scopeType: input.scopeType,
    scopeId,
    recipientIds: input.recipientIds,
    sendWebhook: input.sendWebhook ?? false,
    onlyOpeningHours: input.onlyOpeningHours ?? false,
    renotifyMinutes: input.renotifyMinutes ?? null,
    enabled: input.enabled ?? true,
  }
}

export async function createAlertRule(access: UserAccess, input: AlertRuleInput) {
  const attributes = await ruleAttributes(access, input)
  return db.transaction(async (trx) => {
    const rule = await AlertRule.create(
      { ...attributes, createdBy: access.user.id },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'alert_rule.created',
        objectType: 'alert_rule',
        objectId: rule.id,
        newValues: createdValues(rule),
      },
      trx
    )
    return rule
  })
}

export async function updateAlertRule(access: UserAccess, rule: AlertRule, input: AlertRuleInput) {
  const attributes = await ruleAttributes(access, input)
  return db.transaction(async (trx) => {
    rule.useTransaction(trx)
    rule.merge(attributes)
    const redefined = DEFINING.some((field) => rule.$dirty[field] !== undefined)
    const { oldValues, newValues, changed } = pendingChanges(rule)
    if (!changed) return rule
    await rule.save()
    if (redefined) await closeActiveAlerts(trx, rule.id)
    await recordAudit(
      {
        action: 'alert_rule.updated',
        objectType: 'alert_rule',
        objectId: rule.id,
        oldValues,
        newValues,
      },
      trx
    )
    return rule
  })
}

export async function deleteAlertRule(rule: AlertRule) {
  await db.transaction(async (trx) => {
    rule.useTransaction(trx)
    await rule.delete()
    await recordAudit(
      {
        action: 'alert_rule.deleted',
        objectType: 'alert_rule',
        objectId: rule.id,
        oldValues: createdValues(rule),
      },
      trx
    )
  })
}

/** Pending alerts go; open ones are closed without a mail (the rule they were raised by no longer says so). */
async function closeActiveAlerts(trx: TransactionClientContract, ruleId: number) {
  await trx.from('alerts').where({ rule_id: ruleId, state: 'pending' }).delete()
  await trx
    .from('alerts')
    .where({ rule_id: ruleId, state: 'open' })
    .update({
      state: 'resolved',
      resolved_at: new Date(),
      details: trx.raw(`details || '{"closedBy":"rule_changed"}'::jsonb`),
    })
}
