import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { remoteIdParam } from '#core/network/services/network_location'
import {
  saveVendorSettings,
  vendorSettingsView,
} from '#core/location_vendor_settings/vendor_settings'

/** Admins (installers) keep the per-vendor settings of a venue; the routes are admin only. */
export default class LocationVendorSettingsController {
  async show(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return vendorSettingsView(location, remoteIdParam(ctx.params.vendor), { live: true })
  }

  async update(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const vendor = remoteIdParam(ctx.params.vendor)
    await saveVendorSettings(location, vendor, ctx.request.body())
    return vendorSettingsView(location, vendor, { live: false })
  }
}
