import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { paginated } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'
import { listInvoices } from './list_invoices.js'
import { transformInvoice } from './invoice_transformer.js'
import { createInvoice } from './create_invoice.js'
import { invoiceFromPipedriveDeal } from './pipedrive_invoice.js'
import { markInvoicePaid } from './mark_invoice_paid.js'
import { accountingSummary } from './accounting_summary.js'
import * as validators from './invoice_validators.js'
import type Invoice from './invoice.js'
import Customer from '#core/customers/models/customer'

type Lines = { description: string; quantity: number; unit_amount: number }[]

const oneOffLines = (lines: Lines) =>
  lines.map((line) => ({
    description: line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description,
    amount: line.quantity * line.unit_amount,
  }))

/** Invoices (spec §7 Invoices, `/customers/{id}/invoices`, `/billing/invoices`); see routes.ts. */
export default class InvoicesController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(validators.listInvoicesValidator, {
      data: ctx.request.qs(),
    })
    const access = await requestAccess(ctx)
    return paginated(await listInvoices(access, filters), (invoice) =>
      transformInvoice(invoice, true)
    )
  }

  async own(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(validators.listOwnInvoicesValidator, {
      data: ctx.request.qs(),
    })
    const access = await requestAccess(ctx)
    return paginated(await listInvoices(access, filters), (invoice) =>
      transformInvoice(invoice, access.isAdmin)
    )
  }

  async ofCustomer(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(validators.listCustomerInvoicesValidator, {
      data: ctx.request.qs(),
    })
    const access = await requestAccess(ctx)
    const customer = Number(ctx.params.id)
    return paginated(await listInvoices(access, { ...filters, customer }), (invoice) =>
      transformInvoice(invoice, access.isAdmin)
    )
  }

  async accounting() {
    return accountingSummary()
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.createInvoiceValidator)
    return this.created(
      ctx,
      await createInvoice({
        customerId: input.customer,
        createdBy: ctx.auth.getUserOrFail().id,
        source: 'lines',
        currency: input.currency ?? 'eur',
        lines: oneOffLines(input.lines),
        daysUntilDue: input.days_until_due,
        description: input.description,
      })
    )
  }

  async storeForCustomer(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.createCustomerInvoiceValidator)
    const customerId = Number(ctx.params.id)
    if (!Number.isSafeInteger(customerId) || !(await Customer.find(customerId)))
      throw AppException.notFound()
    return this.created(
      ctx,
      await createInvoice({
        customerId,
        createdBy: ctx.auth.getUserOrFail().id,
        source: 'lines',
        currency: input.currency ?? 'eur',
        lines: oneOffLines(input.lines),
        daysUntilDue: input.days_until_due,
        description: input.description,
      })
    )
  }

  async pipedrive(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.pipedriveInvoiceValidator)
    const user = ctx.auth.getUserOrFail()
    const invoice = await invoiceFromPipedriveDeal({
      customerId: input.customer,
      deal: input.deal,
      partnerId: input.partner ?? user.partnerId ?? null,
      createdBy: user.id,
      daysUntilDue: input.days_until_due,
    })
    return this.created(ctx, invoice)
  }

  async markPaid(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.markInvoicePaidValidator)
    if (!input.paid_out_of_band) throw AppException.invalidField('paid_out_of_band', 'accepted')
    const id = Number(ctx.params.id)
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw AppException.notFound()
    return transformInvoice(await markInvoicePaid(id), true)
  }

  private created(ctx: HttpContext, invoice: Invoice) {
    ctx.response.status(201)
    return transformInvoice(invoice, true)
  }
}
