import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { PortalScheduleEntry } from '#core/portal/portal_settings'
import { recordAudit } from '#kernel/audit/audit'
import { AppException, type PendingFieldError } from '#kernel/exceptions/app_exception'
import { lockPortal } from '#core/portal/admin/actions/save_portal_draft'

type ScheduleInput = Array<{
  from: string
  until: string
  repeat: PortalScheduleEntry['repeat']
  ends?: { kind: 'always' | 'times' | 'until'; times?: number; date?: string }
}>

/** A repeating period must end before its next occurrence starts. */
const LONGEST_MINUTES: Record<PortalScheduleEntry['repeat'], number> = {
  none: Number.POSITIVE_INFINITY,
  daily: 24 * 60,
  weekly: 7 * 24 * 60,
  monthly: 28 * 24 * 60,
  yearly: 365 * 24 * 60,
}

function entryOf(
  input: ScheduleInput[number],
  index: number,
  errors: PendingFieldError[]
): PortalScheduleEntry {
  const from = DateTime.fromISO(input.from)
  const minutes = DateTime.fromISO(input.until).diff(from, 'minutes').minutes
  if (minutes <= 0) errors.push({ field: `entries.${index}.until`, rule: 'schedule_order' })
  else if (minutes >= LONGEST_MINUTES[input.repeat])
    errors.push({ field: `entries.${index}.until`, rule: 'schedule_length' })
  const ends = input.repeat === 'none' || !input.ends ? { kind: 'always' as const } : input.ends
  if (ends.kind === 'until' && ends.date! < from.toISODate()!)
    errors.push({ field: `entries.${index}.ends.date`, rule: 'schedule_order' })
  const base = { from: input.from, until: input.until, repeat: input.repeat }
  if (ends.kind === 'times') return { ...base, ends: { kind: 'times', times: ends.times! } }
  if (ends.kind === 'until') return { ...base, ends: { kind: 'until', date: ends.date! } }
  return { ...base, ends: { kind: 'always' } }
}

/** PUT …/schedule: the scheduled offline periods, in force at once (the public page reads them, not the draft). */
export async function savePortalSchedule(portalId: number, input: ScheduleInput) {
  const errors: PendingFieldError[] = []
  const schedule = input.map((entry, index) => entryOf(entry, index, errors))
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
  return db.transaction(async (trx) => {
    const portal = await lockPortal(trx, portalId)
    const before = portal.schedule
    portal.schedule = schedule
    await portal.save()
    await recordAudit(
      {
        action: 'portal.schedule_saved',
        objectType: 'portal',
        objectId: portal.id,
        oldValues: { schedule: before },
        newValues: { schedule },
      },
      trx
    )
    return portal
  })
}

/** PUT …/offline: "temporarily offline" switched at once, the offline text shown to guests meanwhile. */
export async function setPortalOffline(portalId: number, offline: boolean) {
  return db.transaction(async (trx) => {
    const portal = await lockPortal(trx, portalId)
    if (portal.offline === offline) return portal
    portal.offline = offline
    await portal.save()
    await recordAudit(
      {
        action: 'portal.offline_changed',
        objectType: 'portal',
        objectId: portal.id,
        oldValues: { offline: !offline },
        newValues: { offline },
      },
      trx
    )
    return portal
  })
}
