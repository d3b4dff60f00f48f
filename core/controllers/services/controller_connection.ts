import type Controller from '#core/controllers/models/controller'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { connectController } from '#core/plugins/connect_controller'
import { commandError } from '#core/controllers/services/controller_errors'

/** A logged-in connection to a stored controller; one vendor login is shared per controller row (cache namespace). */
export function openConnection(controller: Controller): Promise<ControllerConnection> {
  return connectController(controller.vendor, controller.connectSettings(), { cacheNamespace: `controller-${controller.id}` })
}

/** Runs `work` on a fresh connection and always closes it. */
export async function withConnection<T>(controller: Controller, work: (connection: ControllerConnection) => Promise<T>) {
  const connection = await openConnection(controller)
  try {
    return await work(connection)
  } finally {
    await connection.close().catch(() => {})
  }
}

/** A live call for an API answer: like `withConnection`, with vendor failures turned into the API's errors. */
export async function liveCall<T>(controller: Controller, work: (connection: ControllerConnection) => Promise<T>) {
  try {
    return await withConnection(controller, work)
  } catch (error) {
    throw commandError(error) ?? error
  }
}
