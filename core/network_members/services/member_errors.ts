import type Controller from '#core/controllers/models/controller'
import { commandError } from '#core/controllers/services/controller_errors'
import { ControllerRejectedError, isPluginError, messageOf } from '#core/plugins/plugin_errors'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * A vendor failure on a member call as an HTTP answer. An unknown network or node is a plain 404 (the admin typed or
 * kept a stale id); a refused login or an unreachable controller is also stored as the controller's status, as a
 * sync would record it.
 */
export async function memberCallError(controller: Controller, error: unknown): Promise<unknown> {
  if (error instanceof ControllerRejectedError && error.reason === 'not_found')
    return AppException.notFound()
  if (isPluginError(error) && error.state)
    await controller.merge({ status: error.state, lastError: messageOf(error) }).save()
  return commandError(error) ?? error
}
