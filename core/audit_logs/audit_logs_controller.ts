import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import {
  exportAuditLogsValidator,
  listAuditLogsValidator,
} from '#core/audit_logs/audit_log_validators'
import { auditLogQuery, presentAuditLog } from '#core/audit_logs/list_audit_logs'
import { DEFAULT_PER_PAGE, paginated } from '#kernel/http/pagination'
import { writeCsv } from '#kernel/csv/write_csv'
import { recordAudit } from '#kernel/audit/audit'

/** Rows in one CSV download; narrower filters get the rest (a year of a busy platform is millions of rows). */
export const EXPORT_LIMIT = 50_000
const CSV_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_email',
  'action',
  'object_type',
  'object_id',
  'old_values',
  'new_values',
  'ip',
  'user_agent',
  'request_id',
] as const

/** The admin's audit screen: who did what to which object, when and from where. */
export default class AuditLogsController {
  async index({ request }: HttpContext) {
    const { page, perPage, ...filters } = await request.validateUsing(listAuditLogsValidator)
    const rows = await auditLogQuery(filters).paginate(page ?? 1, perPage ?? DEFAULT_PER_PAGE)
    return paginated(rows, presentAuditLog)
  }

  async export({ request, response }: HttpContext) {
    const filters = await request.validateUsing(exportAuditLogsValidator)
    const rows = await auditLogQuery(filters).limit(EXPORT_LIMIT)
    await recordAudit({
      action: 'audit_log.exported',
      objectType: 'audit_log',
      newValues: { filters, rows: rows.length },
    })
    response.header('content-type', 'text/csv; charset=utf-8')
    response.header(
      'content-disposition',
      `attachment; filename="audit-log-${DateTime.utc().toFormat('yyyyLLdd-HHmm')}.csv"`
    )
    return response.send(writeCsv(CSV_COLUMNS, rows.map(presentAuditLog)))
  }
}
