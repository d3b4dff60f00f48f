import { DateTime } from 'luxon'
import { openAt } from '#core/portal/public/portal_state'
import type AlertRule from '#core/alerts/models/alert_rule'
import type { VenueFacts } from '#core/alerts/evaluation/venue_facts'

/** One thing a rule finds wrong at a venue now: the venue itself (`location`) or one of its devices. */
export interface Finding {
  subject: string
  subjectName: string | null
  details: Record<string, unknown>
}

/** The venue's local time (an unknown zone reads as Brussels, the default). */
export function venueTime(venue: VenueFacts, now: Date) {
  const local = DateTime.fromJSDate(now, { zone: venue.timezone })
  return local.isValid ? local : DateTime.fromJSDate(now, { zone: 'Europe/Brussels' })
}

export function isOpen(venue: VenueFacts, now: Date) {
  return openAt(venue.openingHours, venueTime(venue, now))
}

/** What the rule's trigger finds at the venue now; empty when all is well. */
export function findingsFor(rule: AlertRule, venue: VenueFacts, now: Date): Finding[] {
  const venueFinding = (details: Record<string, unknown>): Finding[] => [
    { subject: 'location', subjectName: venue.name, details },
  ]
  const threshold = rule.threshold ?? 0
  switch (rule.trigger) {
    case 'venue_offline':
      return venue.bound && venue.networkStatus === 'offline'
        ? venueFinding({ networkStatus: venue.networkStatus })
        : []
    case 'failover_active':
      return venue.bound && venue.networkStatus === 'failover'
        ? venueFinding({ networkStatus: venue.networkStatus })
        : []
    case 'controller_needs_credentials':
      return venue.controllerNeedsCredentials
        ? venueFinding({ controllerStatus: 'needs_credentials' })
        : []
    case 'device_offline':
      return venue.offlineDevices.map((device) => ({
        subject: `device:${device.id}`,
        subjectName: device.name,
        details: { mac: device.mac, state: device.state },
      }))
    case 'clients_above':
      return venue.bound && venue.onlineClients > threshold
        ? venueFinding({ clients: venue.onlineClients, threshold })
        : []
    case 'clients_below':
      return venue.bound && venue.onlineClients < threshold
        ? venueFinding({ clients: venue.onlineClients, threshold })
        : []
    case 'sign_ins_stopped':
      return signInsStopped(venue, threshold, now)
        ? venueFinding({ lastSignInAt: venue.lastSignInAt!.toISOString(), minutes: threshold })
        : []
  }
}

/**
 * No guest signed in for `minutes` while the venue was open all that time. Only venues whose portal has had guests:
 * a venue without a portal in use has nothing that could stop.
 */
function signInsStopped(venue: VenueFacts, minutes: number, now: Date) {
  if (!venue.lastSignInAt || minutes <= 0) return false
  if (now.getTime() - venue.lastSignInAt.getTime() < minutes * 60_000) return false
  const local = venueTime(venue, now)
  return openAt(venue.openingHours, local) && openAt(venue.openingHours, local.minus({ minutes }))
}
