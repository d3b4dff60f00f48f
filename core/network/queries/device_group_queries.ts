import db from '@adonisjs/lucid/services/db'
import type { DeviceKind } from '#core/plugins/controller_contract'
import { groupHealth } from '#core/network/services/network_state'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

export async function findDeviceGroup(locationId: number, id: unknown) {
  const group = await db
    .from('device_groups')
    .where({ id: routeId(id), location_id: locationId })
    .first()
  if (!group) throw AppException.notFound()
  return group
}

/** Groups with their devices and health from the snapshot; a device gone from the site no longer counts. */
export async function deviceGroupViews(locationId: number, groups: Array<Record<string, any>>) {
  const devices = await db
    .from('network_devices')
    .where('location_id', locationId)
    .select('remote_id', 'name', 'alias', 'kind', 'state', 'firmware', 'firmware_upgrade')
  const byId = new Map(devices.map((device) => [device.remote_id as string, device]))
  return groups.map((group) => {
    const members = ((group.device_ids ?? []) as string[])
      .filter((id) => byId.has(id))
      .map((id) => {
        const device = byId.get(id)!
        return {
          id,
          name: (device.alias ?? device.name) as string,
          kind: device.kind as DeviceKind,
          online: device.state === 'online',
          firmware: (device.firmware ?? null) as string | null,
          firmwareUpgrade: (device.firmware_upgrade ?? null) as string | null,
        }
      })
    return {
      id: group.id as number,
      name: group.name as string,
      type: group.type as string,
      health: groupHealth(members.map((member) => member.online)),
      devices: members,
      upgradable: members.filter((member) => member.firmwareUpgrade !== null).length,
      createdAt: new Date(group.created_at).toISOString(),
    }
  })
}

export function listDeviceGroups(locationId: number) {
  return db.from('device_groups').where('location_id', locationId).orderBy('name').orderBy('id')
}
