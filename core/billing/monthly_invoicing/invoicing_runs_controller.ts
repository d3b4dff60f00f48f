import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { AppException } from '#kernel/exceptions/app_exception'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { periodAllowed } from './billing_period.js'
import { startInvoicingRun } from './invoicing_run.js'
import { transformInvoicingRun } from './invoicing_run_schemas.js'
import {
  listInvoicingRunsValidator,
  startInvoicingRunValidator,
} from './invoicing_run_validators.js'

/** The monthly invoicing run, for admins (routes.ts). */
export default class InvoicingRunsController {
  async index(ctx: HttpContext) {
    const { limit } = await ctx.request.validateUsing(listInvoicingRunsValidator, {
      data: ctx.request.qs(),
    })
    const rows = await db
      .from('invoicing_runs')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit ?? 10)
    return { data: rows.map(transformInvoicingRun) }
  }

  async store(ctx: HttpContext) {
    const { period } = await ctx.request.validateUsing(startInvoicingRunValidator)
    if (!periodAllowed(period))
      throw AppException.invalidField('period', 'period', 'E_INVOICING_PERIOD_INVALID')
    billingStripe()
    const run = await startInvoicingRun(period, ctx.auth.getUserOrFail().id)
    ctx.response.status(202)
    return transformInvoicingRun(run)
  }
}
