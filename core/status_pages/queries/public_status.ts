import { groupHealth } from '#core/network/services/network_state'
import { safeHref } from '#core/public_pages/html'
import { publicTranslator, type PublicLanguage } from '#core/public_pages/public_language'
import { contactHref } from '#core/status_pages/contact_buttons'
import { overallState } from '#core/status_pages/headline_state'
import { supportOpenAt } from '#core/status_pages/support_hours'
import { loadVenueStatuses, type VenueStatus } from '#core/status_pages/queries/venue_snapshots'
import type { StatusSubject } from '#core/status_pages/queries/status_subject'
import type { HeadlineState, StatusPageConfig } from '#core/status_pages/status_page_config'

/** Every minute while the page is open (issue 14). */
export const REFRESH_SECONDS = 60

/**
 * GET /rest/public/status/{id} and the page built from it: only what the page shows, in the visitor's language.
 * Device and group names are the venue's own labels; no MAC, IP or client appears anywhere.
 */
export interface PublicStatus {
  public_id: string
  kind: StatusSubject['type']
  name: string
  lang: PublicLanguage
  time_zone: string
  state: HeadlineState
  headline: string
  detail: string
  notice: string | null
  last_changed_at: string | null
  checked_at: string | null
  device_groups: Array<{
    name: string
    health: 'online' | 'warning' | 'offline'
    health_label: string
    last_changed_at: string | null
  }>
  venues: Array<{
    name: string
    state: HeadlineState
    headline: string
    last_changed_at: string | null
  }>
  support: {
    hours: StatusSubject['supportHours']
    text: string
    open_now: boolean
    open_text: string
  }
  buttons: Array<{ kind: string; label: string; value: string; href: string }>
  logo_url: string | null
  refresh_seconds: number
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)
const newest = (dates: Array<Date | null>) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null)

function groupsOf(venue: VenueStatus, hidden: number[]) {
  const devices = new Map(venue.devices.map((device) => [device.id, device]))
  return venue.deviceGroups
    .filter((group) => !hidden.includes(group.id))
    .map((group) => {
      const members = (group.device_ids ?? [])
        .map((id) => devices.get(id))
        .filter((device) => device !== undefined)
      return {
        name: group.name,
        health: groupHealth(members.map((member) => member.online)),
        lastChangedAt: newest(members.map((member) => member.changedAt)),
      }
    })
}

/** The snapshot of the venues a page shows (a venue's own page: with its device groups). */
export function loadShownVenues(subject: StatusSubject, config: StatusPageConfig) {
  const hidden = new Set(subject.type === 'location' ? [] : config.hidden_location_ids)
  return loadVenueStatuses(
    subject.locationIds.filter((id) => !hidden.has(id)),
    { withGroups: subject.type === 'location' }
  )
}

/** What the page shows for a subject and a config, in one language; `venues` when the caller loaded them already. */
export async function buildPublicStatus(
  subject: StatusSubject,
  config: StatusPageConfig,
  lang: PublicLanguage,
  loaded?: VenueStatus[]
): Promise<PublicStatus> {
  const t = publicTranslator(lang)
  const headline = (state: HeadlineState) =>
    config.headlines[lang]?.[state] ?? t(`status.states.${state}.headline`)
  const venues = loaded ?? (await loadShownVenues(subject, config))
  const single = subject.type === 'location' ? venues[0] : undefined
  const groups = single ? groupsOf(single, config.hidden_device_group_ids) : []
  const state = single ? single.state : overallState(venues.map((venue) => venue.state))
  const timeZone = single?.timeZone ?? subject.timeZone
  const open = supportOpenAt(subject.supportHours, timeZone)

  return {
    public_id: subject.publicId,
    kind: subject.type,
    name: subject.name,
    lang,
    time_zone: timeZone,
    state,
    headline: headline(state),
    detail: t(`status.states.${state}.detail`),
    notice: config.notice[lang] ?? null,
    last_changed_at: iso(newest(venues.map((venue) => venue.lastChangedAt))),
    checked_at: iso(newest(venues.map((venue) => venue.checkedAt))),
    device_groups: groups.map((group) => ({
      name: group.name,
      health: group.health,
      health_label: t(`status.group_health.${group.health}`),
      last_changed_at: iso(group.lastChangedAt),
    })),
    venues: single
      ? []
      : venues.map((venue) => ({
          name: venue.name,
          state: venue.state,
          headline: headline(venue.state),
          last_changed_at: iso(venue.lastChangedAt),
        })),
    support: {
      hours: subject.supportHours,
      text: t(`status.hours.${subject.supportHours}`),
      open_now: open,
      open_text: t(open ? 'status.open_now' : 'status.closed_now'),
    },
    buttons: config.buttons.flatMap((button) => {
      const href = safeHref(contactHref(button))
      return href
        ? [
            {
              kind: button.kind,
              label: button.label[lang] ?? t(`status.buttons.${button.kind}`),
              value: button.value,
              href,
            },
          ]
        : []
    }),
    logo_url:
      config.show_logo && subject.logoPath ? `/rest/public/status/${subject.publicId}/logo` : null,
    refresh_seconds: REFRESH_SECONDS,
  }
}
