import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import plugins from '#core/plugins/plugins_service'

export type AuthorizationMode =
  | { kind: 'controller'; controller: Controller }
  | { kind: 'browser'; login: { action: string; fields: Record<string, string> } }
  | { kind: 'none' }

/**
 * How a venue's guests get through once signed in: our server asks the controller (vendors with `authorizeGuest`),
 * or the guest's own browser posts the device's login form (browser-POST mode, `guestPortal.browserLogin` of the
 * plugin, built from the venue's vendor settings). `none`: no controller, or a vendor with neither.
 */
export async function authorizationMode(
  location: Location,
  originalUrl: string | null | undefined,
  /** The venue's controller when the caller has it already (the cached portal's); undefined: read it. */
  loaded?: Controller | null
): Promise<AuthorizationMode> {
  if (!location.controllerId || !location.controllerSiteId) return { kind: 'none' }
  const controller =
    loaded !== undefined && (loaded?.id ?? null) === location.controllerId
      ? loaded
      : await Controller.find(location.controllerId)
  if (!controller || !plugins.hasController(controller.vendor)) return { kind: 'none' }
  const plugin = plugins.controller(controller.vendor)
  if ((plugin.manifest.capabilities as readonly string[]).includes('authorizeGuest'))
    return { kind: 'controller', controller }
  const login = plugin.guestPortal?.browserLogin?.(
    location.vendorSettings?.[controller.vendor] ?? {},
    originalUrl || 'http://connectivitycheck.gstatic.com/generate_204'
  )
  return login ? { kind: 'browser', login } : { kind: 'none' }
}
