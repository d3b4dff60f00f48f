import type { HttpContext } from '@adonisjs/core/http'
import { paginated } from '#kernel/http/pagination'
import {
  createConfigValidator,
  listConfigsValidator,
  updateConfigValidator,
} from '#core/sales/validators/config_validators'
import { findVisibleConfig, listConfigs } from '#core/sales/queries/config_queries'
import { createConfig, updateConfig } from '#core/sales/actions/save_config'
import { transformConfig } from '#core/sales/transformers/config_transformer'
import { quotePdf } from '#core/sales/services/quote_pdf'
import {
  SALES_PLANS,
  INSTALL_CATEGORIES,
  INSTALL_FEE_CENTS,
  EXTRA_CONNECTION_MONTHLY_CENTS,
  FIXED_IP_MONTHLY_CENTS,
  FINANCING_MONTHS,
} from '#core/sales/services/sales_tariffs'

/** Configuration calculations and their quotes (routes.ts: admins and hunters; a hunter sees their own). */
export default class ConfigsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listConfigsValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listConfigs(ctx.auth.getUserOrFail(), filters), transformConfig)
  }

  async store(ctx: HttpContext) {
    const config = await createConfig(
      ctx.auth.getUserOrFail(),
      await ctx.request.validateUsing(createConfigValidator)
    )
    ctx.response.status(201)
    return transformConfig(config)
  }

  async show(ctx: HttpContext) {
    return transformConfig(await findVisibleConfig(ctx.auth.getUserOrFail(), ctx.params.id))
  }

  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const config = await findVisibleConfig(user, ctx.params.id)
    return transformConfig(
      await updateConfig(user, config, await ctx.request.validateUsing(updateConfigValidator))
    )
  }

  async pdf(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const config = await findVisibleConfig(user, ctx.params.id)
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header('content-disposition', `inline; filename="quote-${config.id}.pdf"`)
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.send(await quotePdf(config, ctx.i18n.locale))
  }

  /** The service tariffs the calculator uses beside the catalogue's prices (docs/sales-calculator.md). */
  tariffs() {
    return {
      currency: 'EUR',
      plans: SALES_PLANS.map(({ plan, maxDevices, monthlyCents, support }) => ({
        plan,
        maxDevices,
        monthlyCents,
        support,
      })),
      installCategories: INSTALL_CATEGORIES.map((category) => ({
        category,
        feeCents: INSTALL_FEE_CENTS[category],
      })),
      extraConnectionMonthlyCents: EXTRA_CONNECTION_MONTHLY_CENTS,
      fixedIpMonthlyCents: FIXED_IP_MONTHLY_CENTS,
      financingMonths: FINANCING_MONTHS,
    }
  }
}
