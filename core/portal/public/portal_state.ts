import { DateTime, type DurationLikeObject } from 'luxon'
import { readOpeningHours, WEEKDAYS, type OpeningHours } from '#core/opening_hours/opening_hours'
import { withPortalDefaults, type PortalScheduleEntry, type PortalSettings } from '#core/portal/portal_settings'

/**
 * What the public page shows (spec §4 Guest portal): the form, or the offline text because the portal is switched
 * off for now, the venue is closed, or a scheduled offline period is running. `unavailable`: never published.
 */
export type PortalState = 'enabled' | 'offline' | 'closed' | 'scheduled_offline' | 'unavailable'

export interface PortalStateInput {
  offline: boolean
  published: Partial<PortalSettings> | null
  schedule: PortalScheduleEntry[] | null
}

export interface VenueClock {
  timezone: string
  openingHours: unknown
}

/**
 * The portal's state at `now`. The checks run from the most deliberate to the most routine: the "temporarily offline"
 * switch, a scheduled period, then the opening hours (only when the published settings follow them).
 */
export function portalState(portal: PortalStateInput, venue: VenueClock, now: Date): PortalState {
  if (!portal.published) return 'unavailable'
  if (portal.offline) return 'offline'
  const zone = validZone(venue.timezone)
  const local = DateTime.fromJSDate(now, { zone })
  if ((portal.schedule ?? []).some((entry) => scheduleCovers(entry, local))) return 'scheduled_offline'
  const settings = withPortalDefaults(portal.published)
  if (settings.followOpeningHours && !openAt(readOpeningHours(venue.openingHours), local)) return 'closed'
  return 'enabled'
}

const STEP: Record<Exclude<PortalScheduleEntry['repeat'], 'none'>, keyof DurationLikeObject> = { daily: 'days', weekly: 'weeks', monthly: 'months', yearly: 'years' }

/**
 * Whether one scheduled period (spec §3 Scheduler) covers `now`. `from`/`until` are read in the venue's time zone
 * unless they carry an offset; a repeated period recurs every day/week/month/year from `from`, forever, N times,
 * or while its start falls on or before the end date.
 */
export function scheduleCovers(entry: PortalScheduleEntry, now: DateTime): boolean {
  const from = DateTime.fromISO(entry.from, { zone: now.zone })
  const until = DateTime.fromISO(entry.until, { zone: now.zone })
  if (!from.isValid || !until.isValid || until <= from) return false
  if (entry.repeat === 'none' || !STEP[entry.repeat]) return from <= now && now < until
  const unit = STEP[entry.repeat]
  const elapsed = Math.floor(now.diff(from, unit).as(unit))
  // A period longer than its step overlaps the previous occurrences: look back a few.
  for (let k = elapsed; k >= Math.max(0, elapsed - 3); k--) {
    const start = from.plus({ [unit]: k })
    if (!withinEnd(entry, k, start)) continue
    if (start <= now && now < until.plus({ [unit]: k })) return true
  }
  return false
}

function withinEnd(entry: PortalScheduleEntry, occurrence: number, start: DateTime) {
  const ends = entry.ends ?? { kind: 'always' }
  if (ends.kind === 'times') return occurrence < ends.times
  if (ends.kind === 'until') return start.toISODate()! <= ends.date
  return true
}

/**
 * Whether the venue is open at `now` (its local time). A day whose closing time is before its opening time runs past
 * midnight; equal times mean open all day. Hours never filled in (no open day at all) do not close the portal.
 */
export function openAt(hours: OpeningHours, now: DateTime): boolean {
  const days = WEEKDAYS.map((day) => hours.days[day])
  if (!days.some((day) => !day.closed && day.open && day.close)) return true
  const minute = now.hour * 60 + now.minute
  const today = now.weekday - 1
  const yesterday = (today + 6) % 7
  const span = (index: number) => {
    const day = days[index]
    if (day.closed || !day.open || !day.close) return null
    return { open: minutes(day.open), close: minutes(day.close) }
  }
  const todaySpan = span(today)
  if (todaySpan) {
    if (todaySpan.open === todaySpan.close) return true
    if (todaySpan.open < todaySpan.close ? minute >= todaySpan.open && minute < todaySpan.close : minute >= todaySpan.open) return true
  }
  const overnight = span(yesterday)
  return !!overnight && overnight.close < overnight.open && minute < overnight.close
}

function minutes(time: string) {
  const [hours, mins] = time.split(':').map(Number)
  return hours * 60 + (mins || 0)
}

function validZone(timezone: string) {
  return DateTime.now().setZone(timezone).isValid ? timezone : 'Europe/Brussels'
}
