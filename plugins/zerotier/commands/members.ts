import { ControllerRejectedError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { CentralApi } from '../client/central_api.js'
import type { CentralMember } from '../client/vendor_types.js'

const NODE_ID = /^[0-9a-f]{10}$/
const NETWORK_ID = /^[0-9a-f]{16}$/
/** Central's own limit on names is not documented; this keeps them readable in its UI and ours. */
const MAX_NAME_LENGTH = 128

/**
 * The member, or not_found. Central is asked first because a POST to an unknown node id may create the member
 * (Central's "add member by id"), and a mistyped id must not become a phantom member.
 */
export async function findMember(
  api: CentralApi,
  networkId: string,
  nodeId: string
): Promise<CentralMember> {
  const node = nodeId.trim().toLowerCase()
  if (!NETWORK_ID.test(networkId))
    throw new ControllerRejectedError('not_found', `${networkId} is not a ZeroTier network id`)
  if (!NODE_ID.test(node))
    throw new ControllerRejectedError('not_found', `${nodeId} is not a ZeroTier node id`)
  return api.member(networkId, node)
}

/** Idempotent: a member already in the wanted state is left alone. */
export async function setAuthorized(
  api: CentralApi,
  networkId: string,
  nodeId: string,
  authorized: boolean
): Promise<CentralMember> {
  const member = await findMember(api, networkId, nodeId)
  if ((member.config?.authorized === true) === authorized) return member
  const updated = await api.updateMember(networkId, member.nodeId, { config: { authorized } })
  if ((updated.config?.authorized === true) !== authorized) {
    throw new ControllerUnexpectedError(
      'ZeroTier Central did not change the authorization',
      `member ${member.nodeId}`
    )
  }
  return updated
}

export async function rename(
  api: CentralApi,
  networkId: string,
  nodeId: string,
  name: string,
  description?: string
) {
  const trimmed = name.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_NAME_LENGTH) {
    throw new ControllerRejectedError(
      'invalid_value',
      `a member name has 1 to ${MAX_NAME_LENGTH} characters`
    )
  }
  const member = await findMember(api, networkId, nodeId)
  return api.updateMember(networkId, member.nodeId, {
    name: trimmed,
    ...(description === undefined ? {} : { description }),
  })
}

export async function remove(api: CentralApi, networkId: string, nodeId: string): Promise<void> {
  const member = await findMember(api, networkId, nodeId)
  await api.deleteMember(networkId, member.nodeId)
}
