import type { HttpContext } from '@adonisjs/core/http'
import type Location from '#core/locations/models/location'
import type { DevicePort, PoeMode } from '#core/plugins/controller_contract'
import { AppException } from '#kernel/exceptions/app_exception'
import { controllerCommand } from '#core/network/services/controller_command'
import { recordCommand } from '#core/network/services/record_command'
import { findDevice } from '#core/network/queries/snapshot_queries'

async function deviceOr404(location: Location, deviceId: string) {
  const device = await findDevice(location.id, deviceId)
  if (!device) throw AppException.notFound()
  return device
}

const label = (device: Record<string, any>) => ({
  id: device.remote_id as string,
  name: (device.alias ?? device.name) as string,
})

/** The name shown in Airdeck (the contract has no rename verb, so the controller keeps its own name). */
export async function renameDevice(
  ctx: HttpContext,
  location: Location,
  deviceId: string,
  name: string
) {
  const device = await deviceOr404(location, deviceId)
  await recordCommand(
    ctx,
    location.id,
    'rename_device',
    { device: label(device), data: { from: label(device).name, to: name } },
    (trx) =>
      trx
        .from('network_devices')
        .where({ location_id: location.id, remote_id: deviceId })
        .update({ alias: name })
  )
}

/** Restarts one device; the snapshot shows it rebooting until a sync sees it again (fingerprint reset). */
export async function rebootDevice(ctx: HttpContext, location: Location, deviceId: string) {
  const device = await deviceOr404(location, deviceId)
  await controllerCommand(location, 'rebootDevice', (reboot, siteId) => reboot(siteId, deviceId))
  await recordCommand(ctx, location.id, 'reboot_device', { device: label(device) }, (trx) =>
    trx
      .from('network_devices')
      .where({ location_id: location.id, remote_id: deviceId })
      .update({ state: 'rebooting', fingerprint: '', updated_at: new Date() })
  )
}

/**
 * Installs the firmware the vendor offers for one device (person or nightly job, `ctx` null). The snapshot shows it
 * upgrading, no longer offered, until a sync sees it again; a device with nothing offered is a 409 before any call.
 */
export async function upgradeDevice(
  ctx: HttpContext | null,
  location: Location,
  deviceId: string,
  options: { automatic?: boolean } = {}
) {
  const device = await deviceOr404(location, deviceId)
  if (!device.firmware_upgrade) throw new AppException(409, 'E_NO_FIRMWARE_UPGRADE')
  await controllerCommand(location, 'upgradeDevice', (upgrade, siteId) => upgrade(siteId, deviceId))
  const data = {
    from: device.firmware,
    version: device.firmware_upgrade,
    ...(options.automatic ? { automatic: true } : {}),
  }
  await recordCommand(ctx, location.id, 'upgrade_device', { device: label(device), data }, (trx) =>
    trx.from('network_devices').where({ location_id: location.id, remote_id: deviceId }).update({
      state: 'upgrading',
      firmware_upgrade: null,
      fingerprint: '',
      updated_at: new Date(),
    })
  )
}

export type PortCommandInput = {
  portIndex: number
  action: 'power_cycle' | 'configure'
  profileId?: string | null
  poe?: PoeMode
}

export async function portCommand(
  ctx: HttpContext,
  location: Location,
  deviceId: string,
  input: PortCommandInput
) {
  const device = await deviceOr404(location, deviceId)
  const ports: DevicePort[] = device.ports ?? []
  const port = ports.find((candidate) => candidate.index === input.portIndex)
  if (!port) throw AppException.invalidField('portIndex', 'exists')

  if (input.action === 'power_cycle') {
    if (!port.poe) throw AppException.invalidField('portIndex', 'poe_port')
    await controllerCommand(location, 'powerCyclePort', (cycle, siteId) =>
      cycle(siteId, deviceId, input.portIndex)
    )
    await recordCommand(ctx, location.id, 'power_cycle_port', {
      device: label(device),
      data: { port: input.portIndex },
    })
    return
  }
  if (input.profileId === undefined && input.poe === undefined)
    throw AppException.invalidField('profileId', 'required')
  if (input.poe !== undefined && !port.poe) throw AppException.invalidField('poe', 'poe_port')
  const change = {
    ...(input.profileId !== undefined ? { profileId: input.profileId } : {}),
    ...(input.poe ? { poe: input.poe } : {}),
  }
  await controllerCommand(location, 'setPortProfile', (configure, siteId) =>
    configure(siteId, deviceId, input.portIndex, change)
  )
  const nextPorts = ports.map((candidate) =>
    candidate.index !== input.portIndex
      ? candidate
      : {
          ...candidate,
          profileId: change.profileId !== undefined ? change.profileId : candidate.profileId,
          poe: candidate.poe && change.poe ? { ...candidate.poe, mode: change.poe } : candidate.poe,
        }
  )
  await recordCommand(
    ctx,
    location.id,
    'configure_port',
    { device: label(device), data: { port: input.portIndex, ...change } },
    (trx) =>
      trx
        .from('network_devices')
        .where({ location_id: location.id, remote_id: deviceId })
        .update({ ports: JSON.stringify(nextPorts), fingerprint: '', updated_at: new Date() })
  )
}

/** Restarts the whole site; `rebootInProgress` holds until a sync sees every device back online. */
export async function rebootNetwork(ctx: HttpContext, location: Location) {
  await controllerCommand(location, 'rebootNetwork', (reboot, siteId) => reboot(siteId))
  await recordCommand(ctx, location.id, 'reboot_network', {}, async (trx) => {
    const now = new Date()
    // Devices already down are not waited for: they were not restarted.
    const online = await trx
      .from('network_devices')
      .where({ location_id: location.id, state: 'online' })
      .select('remote_id')
    const values = {
      reboot_requested_at: now,
      reboot_waiting_for: JSON.stringify(online.map((row) => row.remote_id)),
    }
    await trx
      .from('network_devices')
      .where({ location_id: location.id, state: 'online' })
      .update({ state: 'rebooting', fingerprint: '', updated_at: now })
    const updated = await trx
      .from('location_networks')
      .where('location_id', location.id)
      .update(values)
    if (!Number(Array.isArray(updated) ? updated[0] : updated))
      await trx
        .insertQuery()
        .table('location_networks')
        .insert({ location_id: location.id, ...values })
  })
}
