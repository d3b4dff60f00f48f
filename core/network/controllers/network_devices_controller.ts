import type { HttpContext } from '@adonisjs/core/http'
import type Location from '#core/locations/models/location'
import { networkLocation, remoteIdParam } from '#core/network/services/network_location'
import { findDevice, listDevices, locationNetwork } from '#core/network/queries/snapshot_queries'
import {
  portCommandValidator,
  renameDeviceValidator,
} from '#core/network/validators/network_validators'
import {
  portCommand,
  rebootDevice,
  renameDevice,
  upgradeDevice,
} from '#core/network/actions/device_commands'
import { transformDevice } from '#core/network/transformers/network_transformers'
import { AppException } from '#kernel/exceptions/app_exception'

export default class NetworkDevicesController {
  async index(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const [network, devices] = await Promise.all([
      locationNetwork(location.id),
      listDevices(location.id),
    ])
    return {
      data: devices.map((device) =>
        transformDevice(device, network.portProfiles, network.syncedAt)
      ),
    }
  }

  async show(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return deviceView(location, remoteIdParam(ctx.params.deviceId))
  }

  async update(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const { name } = await ctx.request.validateUsing(renameDeviceValidator)
    await renameDevice(ctx, location, remoteIdParam(ctx.params.deviceId), name)
    return deviceView(location, remoteIdParam(ctx.params.deviceId))
  }

  async reboot(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await rebootDevice(ctx, location, remoteIdParam(ctx.params.deviceId))
    return ctx.response.accepted(await deviceView(location, remoteIdParam(ctx.params.deviceId)))
  }

  async upgrade(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await upgradeDevice(ctx, location, remoteIdParam(ctx.params.deviceId))
    return ctx.response.accepted(await deviceView(location, remoteIdParam(ctx.params.deviceId)))
  }

  async port(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const input = await ctx.request.validateUsing(portCommandValidator)
    await portCommand(ctx, location, remoteIdParam(ctx.params.deviceId), input)
    return deviceView(location, remoteIdParam(ctx.params.deviceId))
  }
}

async function deviceView(location: Location, deviceId: string) {
  const [network, device] = await Promise.all([
    locationNetwork(location.id),
    findDevice(location.id, deviceId),
  ])
  if (!device) throw AppException.notFound()
  return transformDevice(device, network.portProfiles, network.syncedAt)
}
