import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { customerPolicy } from '#core/customers/policies/customer_policy'
import CustomerBranding from '#core/customer_branding/models/customer_branding'
import { brandingValidator } from '#core/customer_branding/branding_validator'
import { customerBrandingAnswer } from '#core/customer_branding/branding_transformer'
import { deleteBranding, saveBranding } from '#core/customer_branding/actions/save_branding'
import { sendUpload } from '#kernel/storage/uploads'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/** GET/POST/PATCH/DELETE /customers/{id}/branding (spec §7) and its two images. */
export default class CustomerBrandingController {
  async show(ctx: HttpContext) {
    const customer = await this.readable(ctx)
    // No branding is the normal state of a customer: the default look, not a 404 (which stays for an invisible one).
    return customerBrandingAnswer(await CustomerBranding.findBy('customer_id', customer.id))
  }

  async store(ctx: HttpContext) {
    const branding = await this.save(ctx, 'create')
    ctx.response.status(201)
    return branding
  }

  async update(ctx: HttpContext) {
    return this.save(ctx, 'update')
  }

  async destroy(ctx: HttpContext) {
    const customer = await this.writable(ctx)
    await deleteBranding(customer.id)
    return ctx.response.noContent()
  }

  async logo(ctx: HttpContext) {
    return this.image(ctx, 'logoPath')
  }

  async header(ctx: HttpContext) {
    return this.image(ctx, 'headerPath')
  }

  private async image(ctx: HttpContext, kind: 'logoPath' | 'headerPath') {
    const customer = await this.readable(ctx)
    const branding = await CustomerBranding.findBy('customer_id', customer.id)
    return sendUpload(ctx, branding?.[kind] ?? null)
  }

  private async save(ctx: HttpContext, mode: 'create' | 'update') {
    const customer = await this.writable(ctx)
    const input = await ctx.request.validateUsing(brandingValidator)
    const files = { logo: ctx.request.file('logo'), header: ctx.request.file('header') }
    return customerBrandingAnswer(
      await saveBranding({ customerId: customer.id, input, files, mode })
    )
  }

  private async readable(ctx: HttpContext) {
    return findVisibleCustomer(await requestAccess(ctx), routeId(ctx.params.id))
  }

  private async writable(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    if (!(await customerPolicy.update(access, customer))) throw AppException.forbidden()
    return customer
  }
}
