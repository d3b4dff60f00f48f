import type { HttpContext } from '@adonisjs/core/http'
import { createConfigFile } from '#core/network_config/actions/create_config_file'
import { deleteConfigFile } from '#core/network_config/actions/delete_config_file'
import {
  compatibleControllers,
  configControllers,
  configFileFacts,
  findConfigFileOrFail,
  listConfigFiles,
  locationsUsing,
} from '#core/network_config/queries/config_file_queries'
import { configVendors } from '#core/network_config/services/config_vendors'
import {
  transformConfigController,
  transformConfigFile,
  transformUsingLocation,
} from '#core/network_config/transformers/config_file_transformer'
import { listConfigFilesValidator } from '#core/network_config/validators/config_file_validators'
import { paginated } from '#kernel/http/pagination'
import { FILE_MAX_BYTES, sendAttachment } from '#kernel/storage/uploads'

/** /rest/network/config: configuration files for controllers, admin only (the routes declare it). */
export default class ConfigFilesController {
  async index({ request }: HttpContext) {
    const filters = await request.validateUsing(listConfigFilesValidator, { data: request.qs() })
    const page = await listConfigFiles(filters)
    const facts = await configFileFacts(page.all())
    return paginated(page, (file) => transformConfigFile(file, facts.get(file.id)))
  }

  /** What the upload form offers: the vendors that take files with their extensions, the limit, the controllers. */
  async settings() {
    const controllers = await configControllers()
    return {
      vendors: configVendors(),
      maxBytes: FILE_MAX_BYTES,
      controllers: controllers.map(transformConfigController),
    }
  }

  async store(ctx: HttpContext) {
    const file = await createConfigFile(ctx)
    const facts = await configFileFacts([file])
    return ctx.response.created(transformConfigFile(file, facts.get(file.id)))
  }

  async show({ params }: HttpContext) {
    const file = await findConfigFileOrFail(params.id)
    const facts = await configFileFacts([file])
    const controllers = await compatibleControllers(file)
    const locations = await locationsUsing(file.id)
    return {
      ...transformConfigFile(file, facts.get(file.id)),
      controllers: controllers.map(transformConfigController),
      locations: locations.map(transformUsingLocation),
    }
  }

  async download(ctx: HttpContext) {
    const file = await findConfigFileOrFail(ctx.params.id)
    return sendAttachment(ctx, file.storagePath, file.originalName)
  }

  async destroy({ params, response }: HttpContext) {
    await deleteConfigFile(await findConfigFileOrFail(params.id))
    return response.noContent()
  }
}
