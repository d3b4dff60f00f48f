import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { ALERT_SCOPES, ALERT_STATES, ALERT_TRIGGERS } from '#core/alerts/alert_triggers'

const id = () => vine.number().withoutDecimals().positive().max(2_147_483_647)
const minutes = () => vine.number().withoutDecimals().range([0, 10_080])

/** An alert rule as the editor sends it (create and full update); scope and recipients are checked by the action. */
export const alertRuleValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
  trigger: vine.enum(ALERT_TRIGGERS),
  threshold: vine.number().withoutDecimals().range([0, 100_000]).nullable().optional(),
  forMinutes: minutes().optional(),
  scopeType: vine.enum(ALERT_SCOPES),
  scopeId: id().nullable().optional(),
  recipientIds: vine.array(id()).distinct().maxLength(50),
  sendWebhook: vine.boolean().optional(),
  onlyOpeningHours: vine.boolean().optional(),
  /** Repeat suppression: mail an alert still open again after this many minutes; null never. */
  renotifyMinutes: vine.number().withoutDecimals().range([5, 10_080]).nullable().optional(),
  enabled: vine.boolean().optional(),
})

/** The rules list: `q` searches the name; `locationId` keeps the rules that cover that venue. */
export const listAlertRulesValidator = vine.create({ ...listQuery, locationId: id().optional() })

export const listRecipientsValidator = vine.create({ ...listQuery })

/** The alert log: `state`, `ruleId`, `locationId` (overall log only). */
export const listAlertsValidator = vine.create({
  ...listQuery,
  state: vine.enum(ALERT_STATES).optional(),
  ruleId: id().optional(),
  locationId: id().optional(),
})
