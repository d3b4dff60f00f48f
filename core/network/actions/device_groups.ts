import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

export interface DeviceGroupInput {
  name: string
  type: string
  deviceIds: string[]
}

/** Every device must be one of this venue's (spec §5: a group needs at least one device; the validator counts). */
async function checkDevices(locationId: number, deviceIds: string[]) {
  const found = await db
    .from('network_devices')
    .where('location_id', locationId)
    .whereIn('remote_id', deviceIds)
    .select('remote_id')
  const known = new Set(found.map((row) => row.remote_id))
  const index = deviceIds.findIndex((id) => !known.has(id))
  if (index >= 0) throw AppException.invalidField(`deviceIds.${index}`, 'exists')
}

export async function createDeviceGroup(location: Location, input: DeviceGroupInput) {
  await checkDevices(location.id, input.deviceIds)
  return db.transaction(async (trx) => {
    const now = new Date()
    const [row] = await trx
      .insertQuery()
      .table('device_groups')
      .insert({
        location_id: location.id,
        name: input.name,
        type: input.type,
        device_ids: JSON.stringify(input.deviceIds),
        created_at: now,
        updated_at: now,
      })
      .returning('*')
    await recordAudit(
      {
        action: 'device_group.created',
        objectType: 'device_group',
        objectId: row.id,
        newValues: { location_id: location.id, ...input },
      },
      trx
    )
    return row
  })
}

export async function updateDeviceGroup(
  location: Location,
  group: Record<string, any>,
  input: DeviceGroupInput
) {
  await checkDevices(location.id, input.deviceIds)
  return db.transaction(async (trx) => {
    const [row] = await trx
      .from('device_groups')
      .where('id', group.id)
      .update({
        name: input.name,
        type: input.type,
        device_ids: JSON.stringify(input.deviceIds),
        updated_at: new Date(),
      })
      .returning('*')
    const oldValues = { name: group.name, type: group.type, deviceIds: group.device_ids }
    await recordAudit(
      {
        action: 'device_group.updated',
        objectType: 'device_group',
        objectId: group.id,
        oldValues,
        newValues: { ...input },
      },
      trx
    )
    return row
  })
}

export async function deleteDeviceGroup(group: Record<string, any>) {
  await db.transaction(async (trx) => {
    await trx.from('device_groups').where('id', group.id).delete()
    await recordAudit(
      {
        action: 'device_group.deleted',
        objectType: 'device_group',
        objectId: group.id,
        oldValues: { name: group.name, type: group.type, deviceIds: group.device_ids },
      },
      trx
    )
  })
}
