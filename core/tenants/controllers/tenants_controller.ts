import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { paginated } from '#kernel/http/pagination'
import { assertTenantManagement } from '#core/tenants/services/tenant_network'
import { tenantSettings } from '#core/tenants/queries/tenant_settings'
import { findTenant, listTenants } from '#core/tenants/queries/tenant_queries'
import {
  createTenantValidator,
  listTenantsValidator,
  updateTenantValidator,
} from '#core/tenants/validators/tenant_validators'
import { createTenant } from '#core/tenants/actions/create_tenant'
import { updateTenant } from '#core/tenants/actions/update_tenant'
import { deactivateTenantNow, deleteTenant } from '#core/tenants/actions/tenant_key_actions'
import { tenantMail } from '#core/tenants/mails/tenant_mail'
import { transformTenant } from '#core/tenants/transformers/tenant_transformer'
import type Tenant from '#core/tenants/models/tenant'

/** The venue's tenants (routes.ts: read with location_read; the key and every change need location_update). */
export default class TenantsController {
  async index(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const filters = await ctx.request.validateUsing(listTenantsValidator, {
      data: ctx.request.qs(),
    })
    const page = await listTenants(location, filters)
    return {
      ...paginated(page, (tenant) => transformTenant(tenant, ctx.i18n)),
      settings: await tenantSettings(location),
    }
  }

  async show(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    return withKey(ctx, await findTenant(location, ctx.params.tenantId))
  }

  async store(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const tenant = await createTenant(
      location,
      await ctx.request.validateUsing(createTenantValidator)
    )
    ctx.response.status(201)
    return withKey(ctx, tenant)
  }

  async update(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const tenant = await findTenant(location, ctx.params.tenantId)
    return withKey(
      ctx,
      await updateTenant(location, tenant, await ctx.request.validateUsing(updateTenantValidator))
    )
  }

  async deactivate(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    return withKey(
      ctx,
      await deactivateTenantNow(location, await findTenant(location, ctx.params.tenantId))
    )
  }

  async destroy(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    await deleteTenant(location, await findTenant(location, ctx.params.tenantId))
    return ctx.response.noContent()
  }

  /** The tenant's mail as it is (or will be) sent, for a preview. */
  async mail(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const { to, subject, html, text, lang } = await tenantMail(
      await findTenant(location, ctx.params.tenantId),
      location
    )
    ctx.response.header('Cache-Control', 'no-store')
    return { to, subject, html, text, language: lang }
  }
}

/** The venue of a tenants request, which must offer tenant management (spec §8). */
export async function tenantsLocation(ctx: HttpContext) {
  const { location } = await networkLocation(ctx)
  await assertTenantManagement(location)
  return location
}

/** One tenant with its key, for a holder of location_update; never cached. */
export function withKey(ctx: HttpContext, tenant: Tenant) {
  ctx.response.header('Cache-Control', 'no-store')
  return transformTenant(tenant, ctx.i18n, { withKey: true })
}
