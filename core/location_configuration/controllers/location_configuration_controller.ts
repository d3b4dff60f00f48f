import type { HttpContext } from '@adonisjs/core/http'
import Customer from '#core/customers/models/customer'
import { networkLocation } from '#core/network/services/network_location'
import { AppException } from '#kernel/exceptions/app_exception'
import { configurationStepValidator } from '#core/location_configuration/validators/configuration_validators'
import { configurationView } from '#core/location_configuration/queries/configuration_view'
import { saveConfigurationStep } from '#core/location_configuration/actions/save_configuration_step'
import { configurationReportPdf } from '#core/location_configuration/services/configuration_report_pdf'

/** The configuration wizard of a venue and its report (routes.ts: the wizard is installation work). */
export default class LocationConfigurationController {
  async show(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return configurationView(location)
  }

  async save(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const { step } = await ctx.request.validateUsing(configurationStepValidator)
    await saveConfigurationStep(ctx, location, step)
    return configurationView(location)
  }

  /** The completed report alone: what a customer user may read of the configuration. */
  async report(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return { locationId: location.id, report: location.configReport }
  }

  /** The report as a PDF in the customer's language (not the reader's: it goes to the customer). */
  async export(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    if (!location.configReport) throw new AppException(409, 'E_CONFIGURATION_NOT_COMPLETED')
    const customer = await Customer.findOrFail(location.customerId)
    const pdf = await configurationReportPdf(location, location.configReport, customer.language)
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header(
      'content-disposition',
      `attachment; filename="configuration-report-${location.id}.pdf"`
    )
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.send(pdf)
  }
}
