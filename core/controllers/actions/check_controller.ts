import type Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import { isPluginError } from '#core/plugins/plugin_errors'

/** Tests the stored login now and records the outcome as the controller's status (the admin's "check" button). */
export async function checkController(controller: Controller) {
  try {
    const info = await withConnection(controller, (connection) => connection.testConnection())
    controller.merge({ status: 'connected', lastError: null, version: info.version, flavour: info.flavour, webUiUrl: info.webUiUrl })
  } catch (error) {
    const state = isPluginError(error) && error.state ? error.state : 'failed'
    const detail = isPluginError(error) && error.detail ? `${(error as Error).message}: ${error.detail}` : (error as Error).message
    controller.merge({ status: state, lastError: detail.slice(0, 1000) })
  }
  await controller.save()
  return controller
}
