import type Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import { messageOf, stateOf } from '#core/plugins/plugin_errors'

/** Tests the stored login now and records the outcome as the controller's status (the admin's "check" button). */
export async function checkController(controller: Controller) {
  try {
    const info = await withConnection(controller, (connection) => connection.testConnection())
    controller.merge({
      status: 'connected',
      lastError: null,
      version: info.version,
      flavour: info.flavour,
      webUiUrl: info.webUiUrl,
    })
  } catch (error) {
    controller.merge({ status: stateOf(error), lastError: messageOf(error) })
  }
  await controller.save()
  return controller
}
