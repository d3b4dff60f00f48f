import type { HttpContext } from '@adonisjs/core/http'
import type Location from '#core/locations/models/location'
import type { Wlan, WlanChange } from '#core/plugins/controller_contract'
import { AppException } from '#kernel/exceptions/app_exception'
import { controllerCommand } from '#core/network/services/controller_command'
import { recordCommand } from '#core/network/services/record_command'
import { locationNetwork } from '#core/network/queries/snapshot_queries'

export interface WlanUpdate extends WlanChange {
  id: string
  confirmName: string
}

/**
 * Changes one or more WLANs in order, each confirmed by typing its current SSID (spec §5). Every change is checked
 * against the snapshot before the first is sent, so a typo in the third does not leave the first two applied.
 */
export async function updateWlans(ctx: HttpContext, location: Location, updates: WlanUpdate[]) {
  const { wlans } = await locationNetwork(location.id)
  updates.forEach((update, index) => {
    const current = wlans.find((wlan) => wlan.id === update.id)
    const prefix = updates.length > 1 || ctx.request.input('wlans') ? `wlans.${index}.` : ''
    if (!current) {
      if (!prefix) throw AppException.notFound()
      throw AppException.invalidField(`${prefix}id`, 'exists')
    }
    if (update.confirmName !== current.name)
      throw AppException.invalidField(`${prefix}confirmName`, 'confirm_name')
  })

  const updated: Wlan[] = []
  for (const { id, confirmName: _confirm, ...change } of updates) {
    const before = wlans.find((wlan) => wlan.id === id)!
    const wlan = await controllerCommand(location, 'updateWlan', (updateWlan, siteId) =>
      updateWlan(siteId, id, change)
    )
    updated.push(wlan)
    const changed = Object.keys(change).filter(
      (key) => (change as Record<string, unknown>)[key] !== undefined
    )
    const details = {
      data: { wlan: id, name: wlan.name, changed, ...shownValues(wlan, changed) },
      before: { name: before.name, ...shownValues(before, changed) },
    }
    await recordCommand(ctx, location.id, 'update_wlan', details, async (trx) => {
      const row = await trx
        .from('location_networks')
        .where('location_id', location.id)
        .forUpdate()
        .first()
      const list: Wlan[] = (row?.wlans ?? []).map((existing: Wlan) =>
        existing.id === id ? wlan : existing
      )
      await trx
        .from('location_networks')
        .where('location_id', location.id)
        .update({ wlans: JSON.stringify(list), fingerprint: null })
    })
  }
  return updated
}

/** The changed settings a history may show: the passphrase only ever as "changed", never its value. */
function shownValues(wlan: Wlan, changed: string[]) {
  const shown: Record<string, unknown> = {}
  for (const key of ['enabled', 'hidden', 'guest'] as const)
    if (changed.includes(key)) shown[key] = wlan[key]
  return shown
}

export async function currentWlans(locationId: number) {
  return (await locationNetwork(locationId)).wlans
}
