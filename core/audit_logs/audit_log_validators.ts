import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { calendarDate } from '#kernel/http/calendar_date'

const filters = {
  actor: vine.string().trim().maxLength(254).optional(),
  object_type: vine.string().trim().maxLength(40).optional(),
  object_id: vine.string().trim().maxLength(40).optional(),
  action: vine.string().trim().maxLength(64).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
}

export const listAuditLogsValidator = vine.compile(
  vine.object({ ...filters, page: listQuery.page, perPage: listQuery.perPage })
)
export const exportAuditLogsValidator = vine.compile(vine.object(filters))

export type AuditLogFilters = Awaited<ReturnType<typeof exportAuditLogsValidator.validate>>
