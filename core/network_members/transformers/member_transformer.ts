import type Controller from '#core/controllers/models/controller'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import type { DeviceState, NetworkDevice, RemoteSite } from '#core/plugins/controller_contract'

/** A node on a membership network (spec §3 "Zerotier node"), read live from its controller. */
export interface NetworkMemberView {
  id: string
  name: string | null
  description: string | null
  ip: string | null
  authorized: boolean
  /** Asked to join and never let in yet. */
  pending: boolean
  online: boolean
  state: DeviceState
  clientVersion: string | null
  networkId: string
  networkName: string
  controllerId: number
  controllerAlias: string
}

export interface MembershipNetworkView {
  id: string
  name: string
  controllerId: number
  controllerAlias: string
  /** The vendor's display name from its plugin manifest. */
  vendorName: string
}

/** A controller that could not be read: the members of its networks are missing from the list. */
export interface MembershipFailureView {
  controllerId: number
  controllerAlias: string
  code: string
}

export function transformMember(
  device: NetworkDevice,
  network: RemoteSite,
  controller: Controller
): NetworkMemberView {
  return {
    id: device.id,
    // Plugins fall back to the id when a member has no name; the screen shows "no name" instead of the id twice.
    name: device.name && device.name !== device.id ? device.name : null,
    description: device.description ?? null,
    ip: device.ip,
    authorized: device.authorized === true,
    pending: device.state === 'pending',
    online: device.state === 'online',
    state: device.state,
    clientVersion: device.firmware,
    networkId: network.id,
    networkName: network.name,
    controllerId: controller.id,
    controllerAlias: controller.alias,
  }
}

export function transformNetwork(
  network: RemoteSite,
  controller: Controller
): MembershipNetworkView {
  return {
    id: network.id,
    name: network.name,
    controllerId: controller.id,
    controllerAlias: controller.alias,
    vendorName: vendorManifest(controller.vendor)?.name ?? controller.vendor,
  }
}
