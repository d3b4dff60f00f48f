import Location from '#core/locations/models/location'
import { Job } from '#kernel/jobs/job'
import { dueAllowedMacs } from '#core/portal/allowed_macs/queries/allowed_mac_queries'
import {
  authorizeAllowedMacs,
  revokeAllowedMacs,
} from '#core/portal/allowed_macs/services/allowed_mac_push'

/**
 * Does a venue's due allow-list work: revokes removed devices, lets new ones through and renews the rest before
 * they run out. Dispatched by the allow-list tick; not retried itself, its rows stay due and the tick is the retry.
 * Idempotent: authorizing a device twice only extends it.
 */
export default class AllowedMacsJob extends Job<{ locationId: number }> {
  static jobName = 'portal.allowed_macs'
  static queue = 'portal'
  static attempts = 1
  static timeoutMs = 10 * 60_000

  async handle({ locationId }: { locationId: number }) {
    const location = await Location.find(locationId)
    if (!location) return
    const { toRevoke, toAuthorize } = await dueAllowedMacs(location.id)
    await revokeAllowedMacs(location, toRevoke)
    await authorizeAllowedMacs(location, toAuthorize)
  }
}
