import type Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import { requireCapability } from '#core/plugins/connect_controller'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { findMembershipController } from '#core/network_members/services/membership_controllers'
import { memberCallError } from '#core/network_members/services/member_errors'
import {
  transformMember,
  type NetworkMemberView,
} from '#core/network_members/transformers/member_transformer'
import type { AuditAction } from '#kernel/audit/audit_actions'

export interface MemberLocator {
  controllerId: number
  networkId: string
}

export interface MemberChange extends MemberLocator {
  authorized?: boolean
  name?: string
}

/** The member as its controller reports it now; 404 when the network or node is unknown there. */
export async function findMember(
  locator: MemberLocator,
  nodeId: string
): Promise<NetworkMemberView> {
  const controller = await findMembershipController(locator.controllerId)
  return onController(controller, (connection) =>
    readMember(connection, controller, locator.networkId, nodeId)
  )
}

/** Authorizes, deauthorizes and/or renames a member; each change is audited with the value before and after. */
export async function changeMember(
  nodeId: string,
  change: MemberChange
): Promise<NetworkMemberView> {
  if (change.authorized === undefined && change.name === undefined)
    throw AppException.invalidField('authorized', 'required')
  const controller = await findMembershipController(change.controllerId)
  const { networkId } = change
  const [before, after] = await onController(controller, async (connection) => {
    const current = await readMember(connection, controller, networkId, nodeId)
    if (change.authorized !== undefined && change.authorized !== current.authorized) {
      await requireCapability(connection, 'setDeviceAuthorized')(
        networkId,
        current.id,
        change.authorized
      )
    }
    if (change.name !== undefined && change.name !== current.name) {
      await requireCapability(connection, 'renameDevice')(networkId, current.id, change.name)
    }
    return [current, await readMember(connection, controller, networkId, current.id)] as const
  })
  if (before.authorized !== after.authorized) {
    await audit(
      after.authorized ? 'network_member.authorized' : 'network_member.deauthorized',
      after,
      { authorized: before.authorized },
      { authorized: after.authorized }
    )
  }
  if (before.name !== after.name)
    await audit('network_member.renamed', after, { name: before.name }, { name: after.name })
  return after
}

/** Forgets the member on its controller; a node that asks to join again comes back as pending. */
export async function removeMember(nodeId: string, locator: MemberLocator): Promise<void> {
  const controller = await findMembershipController(locator.controllerId)
  const removed = await onController(controller, async (connection) => {
    const current = await readMember(connection, controller, locator.networkId, nodeId)
    await requireCapability(connection, 'removeDevice')(locator.networkId, current.id)
    return current
  })
  await audit(
    'network_member.removed',
    removed,
    { name: removed.name, authorized: removed.authorized, ip: removed.ip },
    null
  )
}

async function onController<T>(
  controller: Controller,
  work: (connection: ControllerConnection) => Promise<T>
): Promise<T> {
  try {
    return await withConnection(controller, work)
  } catch (error) {
    throw await memberCallError(controller, error)
  }
}

async function readMember(
  connection: ControllerConnection,
  controller: Controller,
  networkId: string,
  nodeId: string
) {
  const network = (await connection.listSites()).find((site) => site.id === networkId)
  if (!network) throw AppException.notFound()
  const wanted = nodeId.trim().toLowerCase()
  const device = (await connection.listDevices(network.id)).find(
    (candidate) => candidate.id.toLowerCase() === wanted
  )
  if (!device) throw AppException.notFound()
  return transformMember(device, network, controller)
}

function audit(
  action: AuditAction,
  member: NetworkMemberView,
  oldValues: Record<string, unknown>,
  newValues: Record<string, unknown> | null
) {
  const where = { controller_id: member.controllerId, network_id: member.networkId }
  return recordAudit({
    action,
    objectType: 'network_member',
    objectId: member.id.slice(0, 40),
    oldValues: { ...where, ...oldValues },
    newValues: newValues && { ...where, ...newValues },
  })
}
