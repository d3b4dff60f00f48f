import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { managedPortal } from '#core/portal/admin/queries/managed_portal'
import { listPortals } from '#core/portal/admin/queries/list_portals'
import { transformPortal } from '#core/portal/admin/transformers/portal_transformer'
import { savePortalDraft } from '#core/portal/admin/actions/save_portal_draft'
import { publishPortal } from '#core/portal/admin/actions/publish_portal'
import {
  savePortalSchedule,
  setPortalOffline,
} from '#core/portal/admin/actions/portal_state_changes'
import { listPortalsValidator } from '#core/portal/admin/validators/portal_guest_validators'
import {
  portalDraftValidator,
  portalOfflineValidator,
} from '#core/portal/admin/validators/portal_settings_validator'
import { portalScheduleValidator } from '#core/portal/admin/validators/portal_schedule_validator'
import type Portal from '#core/portal/models/portal'

/**
 * GET /rest/portal and /rest/portal/{id} (the venue's id): the designer's draft, publishing, and what is in force at
 * once (temporarily offline, the schedule). Every request is validated before the portal is looked up, so refused
 * input never creates one.
 */
export default class PortalsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listPortalsValidator, {
      data: ctx.request.qs(),
    })
    return listPortals(await requestAccess(ctx), filters)
  }

  async show(ctx: HttpContext) {
    return transformPortal(await managedPortal(ctx))
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(portalDraftValidator)
    return respond(ctx, async (portal) => (await savePortalDraft(portal.id, { input })).portal)
  }

  async publish(ctx: HttpContext) {
    return respond(ctx, (portal) => publishPortal(portal.id, ctx.auth.user!.id))
  }

  async offline(ctx: HttpContext) {
    const { offline } = await ctx.request.validateUsing(portalOfflineValidator)
    return respond(ctx, (portal) => setPortalOffline(portal.id, offline))
  }

  async schedule(ctx: HttpContext) {
    const { entries } = await ctx.request.validateUsing(portalScheduleValidator)
    return respond(ctx, (portal) => savePortalSchedule(portal.id, entries))
  }
}

/** Runs a change on the venue's portal and answers the portal as it now is. */
export async function respond(ctx: HttpContext, change: (portal: Portal) => Promise<Portal>) {
  const managed = await managedPortal(ctx)
  return transformPortal({ ...managed, portal: await change(managed.portal) })
}
