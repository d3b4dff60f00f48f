import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, owned, signedIn } from '#kernel/http/contract/route_access'
import { NO_CONTENT, created, json, page } from '#kernel/http/contract/schemas'
import {
  alertRuleValidator,
  listAlertRulesValidator,
  listAlertsValidator,
  listRecipientsValidator,
} from '#core/alerts/validators/alert_validators'
import { alertRuleSchema, alertSchema, recipientSchema } from '#core/alerts/alert_schemas'

const AlertRules = () => import('#core/alerts/controllers/alert_rules_controller')
const Alerts = () => import('#core/alerts/controllers/alerts_controller')

const MANAGE =
  "location_update on the rule's scope (a group, customer or venue); rules over all venues: admins"
const api = apiRoutes('Alerts')

/**
 * Alert rules and the alert log (issue 13 item 4). Rules are evaluated by jobs on the sync results, never here.
 * A rule is seen by whoever sees its scope and changed by whoever may change its venues.
 */
export function alertRoutes() {
  api.get('/alerts/rules', [AlertRules, 'index'], {
    access: signedIn,
    summary:
      'The alert rules whose scope you can see; `q` searches the name, `locationId` keeps those covering that venue',
    query: listAlertRulesValidator,
    response: json(page(alertRuleSchema)),
  })
  api.post('/alerts/rules', [AlertRules, 'store'], {
    idempotent: true,
    access: signedIn,
    policy: MANAGE,
    summary:
      'Create an alert rule: trigger (with its threshold), scope, recipients (yourself or users you manage), webhook events, opening hours only, re-notify period',
    body: alertRuleValidator,
    response: created(alertRuleSchema),
  })
  api.get('/alerts/rules/:ruleId', [AlertRules, 'show'], {
    access: owned('alert_rule', 'ruleId'),
    summary: 'An alert rule',
    response: json(alertRuleSchema),
  })
  api.put('/alerts/rules/:ruleId', [AlertRules, 'update'], {
    access: owned('alert_rule', 'ruleId'),
    policy: MANAGE,
    summary: 'Change an alert rule; changing what it watches closes its open alerts without a mail',
    body: alertRuleValidator,
    response: json(alertRuleSchema),
  })
  api.delete('/alerts/rules/:ruleId', [AlertRules, 'destroy'], {
    access: owned('alert_rule', 'ruleId'),
    policy: MANAGE,
    summary: 'Delete an alert rule and its alerts',
    response: NO_CONTENT,
  })
  api.get('/alerts/recipients', [AlertRules, 'recipients'], {
    access: signedIn,
    summary: 'Who you can put on a rule: yourself and the users you manage',
    query: listRecipientsValidator,
    response: json(page(recipientSchema)),
  })
  api.get('/alerts', [Alerts, 'index'], {
    access: signedIn,
    summary:
      'The alert log of the venues you can see, newest first; open and resolved unless `state` asks for pending',
    query: listAlertsValidator,
    response: json(page(alertSchema)),
  })
  api.get('/locations/:id/alerts', [Alerts, 'forLocation'], {
    access: holds('location_read', 'location'),
    summary: "The venue's alert log, newest first",
    query: listAlertsValidator,
    response: json(page(alertSchema)),
  })
}
