import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import type { ControllerCapability, ControllerConnection } from '#core/plugins/controller_contract'
import { isPluginError, messageOf } from '#core/plugins/plugin_errors'
import { requireCapability } from '#core/plugins/connect_controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import { commandError } from '#core/controllers/services/controller_errors'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import { AppException } from '#kernel/exceptions/app_exception'

type Verb<C extends ControllerCapability> = Exclude<ControllerConnection[C], undefined>

/**
 * Sends one command to the venue's controller: checks the venue is bound and the vendor offers the capability
 * (422 E_CAPABILITY_UNSUPPORTED, before any login), then maps vendor failures to HTTP answers. A refused login or an
 * unreachable controller is also recorded as the controller's status, as a sync would.
 */
export async function controllerCommand<C extends ControllerCapability, T>(
  location: Location,
  capability: C,
  work: (verb: Verb<C>, siteId: string) => Promise<T>,
  /** The venue's controller when the caller has it loaded already (hot paths such as a guest's sign-in). */
  loaded?: Controller
): Promise<T> {
  if (!location.controllerId || !location.controllerSiteId)
    throw new AppException(409, 'E_NETWORK_NOT_CONFIGURED')
  const controller =
    loaded?.id === location.controllerId ? loaded : await Controller.find(location.controllerId)
  if (!controller) throw new AppException(409, 'E_NETWORK_NOT_CONFIGURED')
  const capabilities = (vendorManifest(controller.vendor)?.capabilities ?? []) as readonly string[]
  if (!capabilities.includes(capability)) throw new AppException(422, 'E_CAPABILITY_UNSUPPORTED')
  try {
    return await withConnection(controller, (connection) =>
      work(requireCapability(connection, capability), location.controllerSiteId!)
    )
  } catch (error) {
    if (isPluginError(error) && error.state) {
      // A controller handed in by a hot path may be the guest portal cache's instance, shared by concurrent
      // requests: its row is updated without touching that instance.
      if (controller === loaded)
        await Controller.query()
          .where('id', controller.id)
          .update({ status: error.state, last_error: messageOf(error), updated_at: new Date() })
      else await controller.merge({ status: error.state, lastError: messageOf(error) }).save()
    }
    throw commandError(error) ?? error
  }
}
