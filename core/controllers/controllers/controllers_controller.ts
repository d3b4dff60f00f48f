import type { HttpContext } from '@adonisjs/core/http'
import Controller from '#core/controllers/models/controller'
import { controllerCounts, findControllerOrFail, listControllers, listStoredSites, siteBindings } from '#core/controllers/queries/controller_queries'
import { listControllersValidator } from '#core/controllers/validators/controller_validators'
import { transformController, transformRemoteSite, transformStoredSite } from '#core/controllers/transformers/controller_transformer'
import { saveController } from '#core/controllers/actions/save_controller'
import { deleteController } from '#core/controllers/actions/delete_controller'
import { checkController } from '#core/controllers/actions/check_controller'
import { liveCall } from '#core/controllers/services/controller_connection'
import { syncController } from '#core/network/services/sync_controller'
import { AppException } from '#kernel/exceptions/app_exception'
import { paginated } from '#kernel/http/pagination'
import plugins from '#core/plugins/plugins_service'
import { validatorFormSchema, vendorSettingsSchema } from '#core/controllers/services/vendor_settings_schema'

/** /rest/controllers: admin only (the route group checks it). */
export default class ControllersController {
  async index({ request }: HttpContext) {
    const filters = await request.validateUsing(listControllersValidator, { data: request.qs() })
    const page = await listControllers(filters)
    const counts = await controllerCounts(page.all().map((controller) => controller.id))
    return paginated(page, (controller) => transformController(controller, counts.get(controller.id)))
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
        const locationSettings = plugin.locationSettings ? validatorFormSchema(plugin.locationSettings.validator) : null
        return { id, name, capabilities: [...capabilities], secretSettings: [...secretSettings], defaultUrl: defaultUrl ?? null, settings: vendorSettingsSchema(plugin), locationSettings }
      }),
    }
  }

  async show({ params }: HttpContext) {
    return this.#view(await findControllerOrFail(params.id))
  }

  async store(ctx: HttpContext) {
    const controller = await saveController(ctx, ctx.request.all())
    return ctx.response.created(await this.#view(controller))
  }

  async update(ctx: HttpContext) {
    const controller = await saveController(ctx, ctx.request.all(), await findControllerOrFail(ctx.params.id))
    return this.#view(controller)
  }

  async destroy({ params, response }: HttpContext) {
    await deleteController(await findControllerOrFail(params.id))
    return response.noContent()
  }

  async check({ params }: HttpContext) {
    return this.#view(await checkController(await findControllerOrFail(params.id)))
  }

  async sync({ params }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    const summary = await syncController(controller.id)
    if (!summary) throw new AppException(409, 'E_SYNC_IN_PROGRESS')
    return summary
  }

  async sites({ params }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    return { data: (await listStoredSites(controller.id)).map(transformStoredSite) }
  }

  async listSites({ params }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    const bindings = await siteBindings(controller.id)
    const sites = await liveCall(controller, (connection) => connection.listSites())
    return { data: sites.map((site) => transformRemoteSite(site, bindings.get(site.id))) }
  }

  async #view(controller: Controller) {
    const counts = await controllerCounts([controller.id])
    return transformController(controller, counts.get(controller.id))
  }
}

