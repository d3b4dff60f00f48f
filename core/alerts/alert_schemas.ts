import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
  anyObject,
} from '#kernel/http/contract/schemas'
import { ALERT_SCOPES, ALERT_STATES, ALERT_TRIGGERS } from '#core/alerts/alert_triggers'

export const alertRuleSchema = object({
  id: integer(),
  name: string(),
  trigger: oneOfThese(...ALERT_TRIGGERS),
  threshold: {
    ...nullable(integer()),
    description:
      'clients_above/clients_below: a client count; sign_ins_stopped: minutes without a sign-in',
  },
  forMinutes: {
    ...integer(),
    description: 'How long the condition must hold before the alert triggers',
  },
  scopeType: oneOfThese(...ALERT_SCOPES),
  scopeId: nullable(integer()),
  scopeName: nullable(string()),
  recipients: array(object({ id: integer(), email: string(), name: string() })),
  sendWebhook: boolean(),
  onlyOpeningHours: boolean(),
  renotifyMinutes: nullable(integer()),
  enabled: boolean(),
  canUpdate: { ...boolean(), description: 'Whether you may change or delete the rule' },
  createdAt: dateTime(),
  updatedAt: dateTime(),
})

export const alertSchema = object({
  id: integer(),
  ruleId: integer(),
  ruleName: string(),
  trigger: oneOfThese(...ALERT_TRIGGERS),
  locationId: integer(),
  locationName: string(),
  subject: { ...string(), description: '`location`, or `device:<vendor id>`' },
  subjectName: nullable(string()),
  state: oneOfThese(...ALERT_STATES),
  details: anyObject(
    'What was seen: the network status, the device MAC and state, the client count…'
  ),
  startedAt: dateTime(),
  triggeredAt: nullable(dateTime()),
  resolvedAt: nullable(dateTime()),
  notifications: integer(),
})

export const recipientSchema = object({ id: integer(), email: string(), name: string() })
