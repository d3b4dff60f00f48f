import type { HttpContext } from '@adonisjs/core/http'
import { importTenantsValidator } from '#core/tenants/validators/tenant_validators'
import { importTenants } from '#core/tenants/actions/import_tenants'
import { tenantsLocation } from '#core/tenants/controllers/tenants_controller'

/** CSV import (multipart `file`); `?dryRun=1` only checks. */
export default class TenantImportController {
  async store(ctx: HttpContext) {
    const location = await tenantsLocation(ctx)
    const { dryRun } = await ctx.request.validateUsing(importTenantsValidator, {
      data: ctx.request.qs(),
    })
    const result = await importTenants(ctx, location, { dryRun })
    return ctx.response.status(result.dryRun ? 200 : 201).send(result)
  }
}
