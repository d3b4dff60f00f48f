import type { HttpContext } from '@adonisjs/core/http'
import { paginated } from '#kernel/http/pagination'
import { findPendingTenant, listPendingTenants } from '#core/tenants/queries/tenant_queries'
import { listTenantsValidator } from '#core/tenants/validators/tenant_validators'
import {
  createAllPendingNow,
  createTenantNow,
  deleteTenant,
} from '#core/tenants/actions/tenant_key_actions'
import { transformTenant } from '#core/tenants/transformers/tenant_transformer'
import { tenantsLocation, withKey } from '#core/tenants/controllers/tenants_controller'

/** Pending creations (spec §7 /network/pendingtenants): created nightly unless created now. */
export default class PendingTenantsController {
  async index(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const filters = await ctx.request.validateUsing(listTenantsValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listPendingTenants(location, filters), (tenant) =>
      transformTenant(tenant, ctx.i18n)
    )
  }

  /** Create now: the key is added in this request; a controller that is down leaves it pending with the reason. */
  async createNow(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    return withKey(
      ctx,
      await createTenantNow(location, await findPendingTenant(location, ctx.params.tenantId))
    )
  }

  async createAllNow(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const pending = await createAllPendingNow(location)
    return ctx.response.accepted({ pending })
  }

  async destroy(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    await deleteTenant(location, await findPendingTenant(location, ctx.params.tenantId))
    return ctx.response.noContent()
  }
}
