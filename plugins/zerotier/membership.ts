/**
 * What the future membership routes of core call, with a connection from `connectController('zerotier', …)`:
 *
 *   const members = await listNetworkMembers(connection, location.remoteSiteId)
 *   await setMemberAuthorized(connection, location.remoteSiteId, nodeId, true)
 *
 * Failures are the plugin error classes (not_found for an unknown network or node id); a connection of another
 * vendor throws UnsupportedCapabilityError.
 */
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { UnsupportedCapabilityError } from '#core/plugins/plugin_errors'
import { ZeroTierConnection } from './connection.js'
import type { ZeroTierMember } from './mapping/members.js'

export async function listNetworkMembers(
  connection: ControllerConnection,
  networkId: string
): Promise<ZeroTierMember[]> {
  return zerotier(connection, 'listMembers').listMembers(networkId)
}

/** Authorizes (true) or deauthorizes (false) a member by its 10-hex node id; answers the member as it is now. */
export async function setMemberAuthorized(
  connection: ControllerConnection,
  networkId: string,
  nodeId: string,
  authorized: boolean
): Promise<ZeroTierMember> {
  return zerotier(connection, 'setDeviceAuthorized').setMemberAuthorized(
    networkId,
    nodeId,
    authorized
  )
}

export async function updateMemberDetails(
  connection: ControllerConnection,
  networkId: string,
  nodeId: string,
  details: { name: string; description?: string }
): Promise<ZeroTierMember> {
  return zerotier(connection, 'renameDevice').updateMemberDetails(networkId, nodeId, details)
}

function zerotier(connection: ControllerConnection, capability: string): ZeroTierConnection {
  if (!(connection instanceof ZeroTierConnection)) throw new UnsupportedCapabilityError(capability)
  return connection
}
