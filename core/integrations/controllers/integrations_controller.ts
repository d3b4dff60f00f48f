import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { integrationsOverview } from '#core/integrations/queries/integrations_overview'
import { visibleActivity } from '#core/integrations/queries/integration_activity'
import { integrationPluginOfScope } from '#core/integrations/services/integration_catalog'
import { serviceError } from '#core/integrations/services/service_errors'
import { withService } from '#core/integrations/services/with_service'
import {
  activityQueryValidator,
  audiencesQueryValidator,
  overviewQueryValidator,
} from '#core/integrations/validators/integration_validators'
import { requireIntegrationCapability } from '#core/plugins/connect_integration'
import { AppException } from '#kernel/exceptions/app_exception'

/** Spec §6: "integrations need partner" (admins see everything). */
async function partnerAccess(ctx: HttpContext) {
  const access = await requestAccess(ctx)
  if (!access.isAdmin && !access.user.isPartner) throw AppException.forbidden()
  return access
}

export default class IntegrationsController {
  /** The partner's overview (`/integrations`): integrations, where they are connected, their state and errors. */
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(overviewQueryValidator, {
      data: ctx.request.qs(),
    })
    return integrationsOverview(await partnerAccess(ctx), filters)
  }

  /** The activity of every visible connection, newest first. */
  async activity(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(activityQueryValidator, {
      data: ctx.request.qs(),
    })
    return visibleActivity(await partnerAccess(ctx), filters)
  }

  /**
   * Spec §7 `GET /integrations/mailchimp/audiences`: the audiences for the picker, read with the key typed in the
   * form (`apiKey`, before saving) or with the venue's saved connection. Needs portal_update on the venue.
   */
  async audiences(ctx: HttpContext) {
    const query = await ctx.request.validateUsing(audiencesQueryValidator, {
      data: ctx.request.qs(),
    })
    const access = await requestAccess(ctx)
    if (!access.isAdmin) {
      const keys = await access.permissionsOn('location', query.location)
      if (!keys.includes('location_read')) throw AppException.notFound()
      if (!keys.includes('portal_update')) throw AppException.forbidden()
    }
    const plugin = integrationPluginOfScope('mailchimp', 'portal')
    let settings: Record<string, unknown>
    let namespace = `form-${randomUUID()}`
    if (query.apiKey !== undefined) {
      settings = await plugin.settings.validate(
        { apiKey: query.apiKey },
        { messagesProvider: ctx.i18n.createMessagesProvider() }
      )
    } else {
      const saved = await IntegrationConnection.query()
        .where('plugin_id', 'mailchimp')
        .whereIn('portal_id', (sub) =>
          sub.from('portals').select('id').where('location_id', query.location)
        )
        .first()
      if (!saved) throw AppException.notFound()
      settings = saved.settings
      namespace = `integration-${saved.id}`
    }
    const data = await withService('mailchimp', settings, namespace, (service) =>
      requireIntegrationCapability(service, 'listAudiences')()
    ).catch((error) => {
      throw serviceError(error)
    })
    return { data }
  }
}
