import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { installView } from '#core/location_install/queries/install_view'
import { billingCheck, installationCheck } from '#core/location_install/queries/install_checks'
import { finishInstall } from '#core/location_install/actions/finish_install'
import { finishInstallValidator } from '#core/location_install/validators/install_validators'

/** The finish-install flow of a venue (routes.ts: installation work). */
export default class LocationInstallController {
  async show(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return installView(location)
  }

  /** The installation and billing checks, read live now, each saying what is missing and where to fix it. */
  async checks(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return {
      installation: await installationCheck(location),
      billing: await billingCheck(location),
    }
  }

  async finish(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await finishInstall(ctx, location, await ctx.request.validateUsing(finishInstallValidator))
    return installView(location)
  }
}
