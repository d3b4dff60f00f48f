import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import {
  anyObject,
  dateTime,
  integer,
  json,
  nullable,
  object,
  page,
  string,
} from '#kernel/http/contract/schemas'
import {
  exportAuditLogsValidator,
  listAuditLogsValidator,
} from '#core/audit_logs/audit_log_validators'

const AuditLogsController = () => import('#core/audit_logs/audit_logs_controller')
const api = apiRoutes('Audit log')

const auditLogSchema = object({
  id: integer(),
  at: dateTime(),
  actor_id: nullable(integer()),
  actor_email: nullable(string()),
  impersonator_id: {
    ...nullable(integer()),
    description: 'The admin who was signed in as the actor (impersonation), if any',
  },
  action: string(),
  object_type: nullable(string()),
  object_id: nullable(string()),
  old_values: nullable(anyObject()),
  new_values: nullable(anyObject()),
  ip: nullable(string()),
  user_agent: nullable(string()),
  request_id: nullable(string()),
})

export function auditLogRoutes() {
  api.get('/admin/audit-logs', [AuditLogsController, 'index'], {
    access: adminOnly,
    summary:
      'The audit log, newest first; filters: actor (e-mail part or user id), object_type, object_id, action (exact, or a prefix ending in "."), from/to (UTC days, inclusive)',
    query: listAuditLogsValidator,
    response: json(page(auditLogSchema)),
  })
  api.get('/admin/audit-logs/export', [AuditLogsController, 'export'], {
    access: adminOnly,
    limit: 'writes',
    summary: 'The filtered audit log as a CSV download (at most 50,000 rows, newest first)',
    query: exportAuditLogsValidator,
    response: { file: 'text/csv' },
  })
}
