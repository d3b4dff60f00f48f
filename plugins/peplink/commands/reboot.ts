import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { PeplinkApi } from '../client/api.js'
import { deviceState } from '../mapping/devices.js'
import type { GroupRef } from '../site_ids.js'

/**
 * Checked against the group's device list first: InControl queues commands for offline devices instead of refusing
 * them ([U]), and a reboot delivered hours later is not what the admin asked for.
 */
export async function rebootDevice(
  api: PeplinkApi,
  { orgId, groupId }: GroupRef,
  deviceId: string
) {
  const device = (await api.devices(orgId, groupId)).find((d) => String(d.id) === deviceId)
  if (!device)
    throw new ControllerRejectedError('not_found', `no device ${deviceId} in group ${groupId}`)
  if (deviceState(device.status) === 'offline') {
    throw new ControllerRejectedError(
      'device_offline',
      `device ${device.sn ?? deviceId} is offline`
    )
  }
  try {
    await api.reboot(orgId, deviceId)
  } catch (error) {
    // Only one script shows the organisation-scoped path (vendors.md §4.4); a 404 on it means the other form.
    if (!(error instanceof ControllerRejectedError) || error.reason !== 'not_found') throw error
    await api.rebootInGroup(orgId, groupId, deviceId)
  }
}
