import type { HttpContext } from '@adonisjs/core/http'
import { respond } from '#core/portal/admin/controllers/portals_controller'
import { savePortalDraft } from '#core/portal/admin/actions/save_portal_draft'
import { savePortalDesign } from '#core/portal/admin/actions/portal_images'
import { assertVenuePlanIncludes } from '#core/billing/plans/plan_gate'
import type { PortalSecrets } from '#core/portal/admin/portal_secrets'
import {
  portalAnalyticsValidator,
  portalDataValidator,
  portalDesignValidator,
  portalLoginValidator,
  type LoginProvider,
} from '#core/portal/admin/validators/portal_settings_validator'

/** The designer's sections as the spec names them (POST …/data, …/login, …/design, …/analytics): parts of the draft. */
export default class PortalSectionsController {
  async data(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(portalDataValidator)
    return respond(
      ctx,
      async (portal) => (await savePortalDraft(portal.id, { input }, 'portal.data_saved')).portal
    )
  }

  async analytics(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(portalAnalyticsValidator)
    return respond(
      ctx,
      async (portal) =>
        (await savePortalDraft(portal.id, { input }, 'portal.analytics_saved')).portal
    )
  }

  async login(ctx: HttpContext) {
    const { password, providerKeys, ...input } =
      await ctx.request.validateUsing(portalLoginValidator)
    const secrets = (current: PortalSecrets): PortalSecrets => {
      const providers = { ...current.providers }
      for (const [name, keys] of Object.entries(providerKeys ?? {}) as Array<
        [LoginProvider, { clientId?: string | null; clientSecret?: string | null } | undefined]
      >) {
        if (!keys) continue
        providers[name] = {
          ...providers[name],
          ...(keys.clientId ? { clientId: keys.clientId } : {}),
          ...(keys.clientSecret ? { clientSecret: keys.clientSecret } : {}),
        }
      }
      return { ...current, ...(password ? { password } : {}), providers }
    }
    return respond(
      ctx,
      async (portal) =>
        (await savePortalDraft(portal.id, { input, secrets }, 'portal.login_saved')).portal
    )
  }

  async design(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(portalDesignValidator)
    const files = { logo: ctx.request.file('logo'), background: ctx.request.file('background') }
    return respond(ctx, async (portal) => {
      // Own logo and background images are the branded guest WiFi of the plans (core/billing/plans).
      if (files.logo || files.background)
        await assertVenuePlanIncludes(
          portal.locationId,
          'branded_guest_wifi',
          ctx.auth.user!.isAdmin
        )
      return savePortalDesign(portal, input, files)
    })
  }
}
