import type Controller from '#core/controllers/models/controller'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { connectController } from '#core/plugins/connect_controller'
import logger from '@adonisjs/core/services/logger'
import { commandError } from '#core/controllers/services/controller_errors'
import { AppException } from '#kernel/exceptions/app_exception'

/** A logged-in connection to a stored controller; one vendor login is shared per controller row (cache namespace). */
export function openConnection(controller: Controller): Promise<ControllerConnection> {
  return connectController(controller.vendor, controller.connectSettings(), {
    cacheNamespace: `controller-${controller.id}`,
    privateNetwork: controller.privateNetwork,
  })
}

/** Runs `work` on a fresh connection and always closes it. */
export async function withConnection<T>(
  controller: Controller,
  work: (connection: ControllerConnection) => Promise<T>
) {
  const connection = await openConnection(controller)
  try {
    return await work(connection)
  } finally {
    await connection.close().catch(() => {})
  }
}

/**
 * A live call for an API answer: like `withConnection`, with vendor failures turned into the API's errors. Not
 * `detailed` (an installer): an answer we do not understand is the same "unavailable" as no answer (the detail is logged).
 */
export async function liveCall<T>(
  controller: Controller,
  work: (connection: ControllerConnection) => Promise<T>,
  detailed = true
) {
  try {
    return await withConnection(controller, work)
  } catch (error) {
    const answer = commandError(error)
    if (!answer) throw error
    if (!detailed && answer.code === 'E_CONTROLLER_FAILED') {
      logger.info({ err: error, controller: controller.id }, 'controller call failed')
      throw new AppException(503, 'E_CONTROLLER_UNAVAILABLE')
    }
    throw answer
  }
}
