import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type AlertRuleList = ApiResponse<'GET /rest/alerts/rules'>
export type AlertRuleView = AlertRuleList['data'][number]
export type AlertRuleInput = ApiBody<'POST /rest/alerts/rules'>
export type AlertTrigger = AlertRuleView['trigger']
export type AlertScope = AlertRuleView['scopeType']
export type AlertLog = ApiResponse<'GET /rest/alerts'>
export type AlertView = AlertLog['data'][number]
export type RecipientList = ApiResponse<'GET /rest/alerts/recipients'>

export const ALERT_TRIGGERS: AlertTrigger[] = [
  'venue_offline',
  'device_offline',
  'controller_needs_credentials',
  'failover_active',
  'clients_above',
  'clients_below',
  'sign_ins_stopped',
]

/** What the trigger's number counts (the server requires it for these). */
export const THRESHOLD_OF: Partial<Record<AlertTrigger, 'clients' | 'minutes'>> = {
  clients_above: 'clients',
  clients_below: 'clients',
  sign_ins_stopped: 'minutes',
}
