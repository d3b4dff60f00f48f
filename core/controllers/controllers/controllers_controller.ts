import type { HttpContext } from '@adonisjs/core/http'
import type Controller from '#core/controllers/models/controller'
import {
  controllerCounts,
  findControllerOrFail,
  listControllers,
  listStoredSites,
  siteBindings,
} from '#core/controllers/queries/controller_queries'
import {
  listControllersValidator,
  syncControllerValidator,
} from '#core/controllers/validators/controller_validators'
import {
  transformController,
  transformRemoteSite,
  transformStoredSite,
} from '#core/controllers/transformers/controller_transformer'
import { saveController } from '#core/controllers/actions/save_controller'
import { deleteController } from '#core/controllers/actions/delete_controller'
import { checkController } from '#core/controllers/actions/check_controller'
import { liveCall } from '#core/controllers/services/controller_connection'
import { syncController } from '#core/network/services/sync_controller'
import { AppException } from '#kernel/exceptions/app_exception'
import type { SyncSummary } from '#core/network/services/sync_controller'
import { paginated } from '#kernel/http/pagination'
import plugins from '#core/plugins/plugins_service'
import {
  validatorFormSchema,
  vendorSettingsSchema,
} from '#core/controllers/services/vendor_settings_schema'

/** A sync as an installer sees it: every failure but a refused login is one "unreachable" (transformController). */
function maskedSummary(summary: SyncSummary): SyncSummary {
  const masked = (code: string) => code !== 'E_CONTROLLER_NEEDS_CREDENTIALS'
  return {
    ...summary,
    status: summary.status === 'failed' ? 'unavailable' : summary.status,
    failures: summary.failures.map((failure) =>
      masked(failure.code)
        ? { ...failure, code: 'E_CONTROLLER_UNAVAILABLE', message: 'the controller is unreachable' }
        : failure
    ),
  }
}

/** /rest/controllers: admin only (the route group checks it). */
export default class ControllersController {
  async index({ request, auth }: HttpContext) {
    const filters = await request.validateUsing(listControllersValidator, { data: request.qs() })
    const page = await listControllers(filters)
    const counts = await controllerCounts(page.all().map((controller) => controller.id))
    return paginated(page, (controller) =>
      transformController(controller, counts.get(controller.id), auth.user!.isAdmin)
    )
  }

  /**
   * The enabled controller plugins, for the form's vendor choice and fields:
   * `{data: [{id, name, capabilities, secretSettings, defaultUrl, settings: <JSON Schema>, locationSettings: <JSON Schema> | null}]}`.
   */
  async vendors() {
    return {
      data: plugins.controllerIds().map((id) => {
        const plugin = plugins.controller(id)
        const { name, capabilities, secretSettings, defaultUrl } = plugin.manifest
        const locationSettings = plugin.locationSettings
          ? validatorFormSchema(plugin.locationSettings.validator)
          : null
        return {
          id,
          name,
          capabilities: [...capabilities],
          secretSettings: [...secretSettings],
          defaultUrl: defaultUrl ?? null,
          settings: vendorSettingsSchema(plugin),
          locationSettings,
        }
      }),
    }
  }

  async show({ params, auth }: HttpContext) {
    return this.#view(await findControllerOrFail(params.id), auth.user!.isAdmin)
  }

  async store(ctx: HttpContext) {
    const controller = await saveController(ctx, ctx.request.all())
    return ctx.response.created(await this.#view(controller, ctx.auth.user!.isAdmin))
  }

  async update(ctx: HttpContext) {
    const controller = await saveController(
      ctx,
      ctx.request.all(),
      await findControllerOrFail(ctx.params.id)
    )
    return this.#view(controller, ctx.auth.user!.isAdmin)
  }

  async destroy({ params, response }: HttpContext) {
    await deleteController(await findControllerOrFail(params.id))
    return response.noContent()
  }

  async check({ params, auth }: HttpContext) {
    return this.#view(
      await checkController(await findControllerOrFail(params.id)),
      auth.user!.isAdmin
    )
  }

  async sync({ params, auth, request }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    const { settings } = await request.validateUsing(syncControllerValidator)
    const summary = await syncController(controller.id, { settings })
    if (!summary) throw new AppException(409, 'E_SYNC_IN_PROGRESS')
    return auth.user!.isAdmin ? summary : maskedSummary(summary)
  }

  async sites({ params }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    return { data: (await listStoredSites(controller.id)).map(transformStoredSite) }
  }

  async listSites({ params, auth }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    const bindings = await siteBindings(controller.id)
    const sites = await liveCall(
      controller,
      (connection) => connection.listSites(),
      auth.user!.isAdmin
    )
    return { data: sites.map((site) => transformRemoteSite(site, bindings.get(site.id))) }
  }

  async #view(controller: Controller, detailed: boolean) {
    const counts = await controllerCounts([controller.id])
    return transformController(controller, counts.get(controller.id), detailed)
  }
}
