import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { deviceGroupValidator } from '#core/network/validators/network_validators'
import {
  createDeviceGroup,
  deleteDeviceGroup,
  updateDeviceGroup,
} from '#core/network/actions/device_groups'
import {
  deviceGroupViews,
  findDeviceGroup,
  listDeviceGroups,
} from '#core/network/queries/device_group_queries'

export default class DeviceGroupsController {
  async index(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return { data: await deviceGroupViews(location.id, await listDeviceGroups(location.id)) }
  }

  async show(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const [view] = await deviceGroupViews(location.id, [
      await findDeviceGroup(location.id, ctx.params.groupId),
    ])
    return view
  }

  async store(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const row = await createDeviceGroup(
      location,
      await ctx.request.validateUsing(deviceGroupValidator)
    )
    const [view] = await deviceGroupViews(location.id, [row])
    return ctx.response.created(view)
  }

  async update(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const group = await findDeviceGroup(location.id, ctx.params.groupId)
    const row = await updateDeviceGroup(
      location,
      group,
      await ctx.request.validateUsing(deviceGroupValidator)
    )
    const [view] = await deviceGroupViews(location.id, [row])
    return view
  }

  async destroy(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await deleteDeviceGroup(await findDeviceGroup(location.id, ctx.params.groupId))
    return ctx.response.noContent()
  }
}
