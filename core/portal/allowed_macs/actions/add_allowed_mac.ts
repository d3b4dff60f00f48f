import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import { normalizeMac } from '#core/plugins/controller_contract'
import LocationAllowedMac from '#core/portal/models/location_allowed_mac'
import {
  assertAllowList,
  authorizeAllowedMacs,
} from '#core/portal/allowed_macs/services/allowed_mac_push'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

/** The row of the device: new, or one removed a moment ago whose revoke is still pending (it simply stays). */
async function saveRow(
  location: Location,
  mac: string,
  label: string | null,
  userId: number | null
) {
  return db.transaction(async (trx) => {
    const existing = await LocationAllowedMac.query({ client: trx })
      .where({ location_id: location.id, mac })
      .forUpdate()
      .first()
    if (existing && !existing.removedAt) throw AppException.invalidField('mac', 'unique')
    await recordAudit(
      {
        action: 'portal.allowed_mac_added',
        objectType: 'location',
        objectId: location.id,
        newValues: { mac, label },
      },
      trx
    )
    if (!existing)
      return (
        await LocationAllowedMac.create(
          { locationId: location.id, mac, label, createdBy: userId },
          { client: trx }
        )
      ).id
    existing.merge({ removedAt: null, label, lastError: null, createdBy: userId })
    await existing.save()
    return existing.id
  })
}

/**
 * Adds a device to the venue's allow-list and lets it through on the controller at once. The device is kept when the
 * controller cannot be reached or refuses (its `lastError` says why) and the allow-list tick tries again.
 */
export async function addAllowedMac(
  location: Location,
  input: { mac: string; label?: string | null },
  userId: number | null
) {
  const mac = normalizeMac(input.mac)
  if (!mac) throw AppException.invalidField('mac', 'mac')
  await assertAllowList(location)
  let id: number
  try {
    id = await saveRow(location, mac, input.label || null, userId)
  } catch (error) {
    if (isUniqueViolation(error)) throw AppException.invalidField('mac', 'unique')
    throw error
  }
  const row = await LocationAllowedMac.findOrFail(id)
  await authorizeAllowedMacs(location, [row])
  return row
}
