import Controller from '#core/controllers/models/controller'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import type { ControllerCapability } from '#core/plugins/controller_contract'
import plugins from '#core/plugins/plugins_service'
import { AppException } from '#kernel/exceptions/app_exception'

/** What makes a controller a membership network: nodes ask to join, an admin lets them in, names or forgets them. */
export const MEMBERSHIP_CAPABILITIES = [
  'setDeviceAuthorized',
  'renameDevice',
  'removeDevice',
] as const satisfies readonly ControllerCapability[]

export function offersMembership(vendor: string): boolean {
  const capabilities = (vendorManifest(vendor)?.capabilities ?? []) as readonly string[]
  return MEMBERSHIP_CAPABILITIES.every((capability) => capabilities.includes(capability))
}

/** Every stored controller whose plugin declares the membership verbs, by alias. */
export async function membershipControllers(controllerId?: number): Promise<Controller[]> {
  const vendors = plugins.controllerIds().filter(offersMembership)
  if (vendors.length === 0) return []
  const query = Controller.query().whereIn('vendor', vendors).orderBy('alias').orderBy('id')
  if (controllerId !== undefined) query.where('id', controllerId)
  return query
}

/** The controller a member change names; anything else is a field error on `controllerId`. */
export async function findMembershipController(controllerId: number): Promise<Controller> {
  const controller = await Controller.find(controllerId)
  if (!controller || !offersMembership(controller.vendor))
    throw AppException.invalidField('controllerId', 'exists')
  return controller
}
