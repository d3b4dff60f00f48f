import type Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import type { ControllerConnection, RemoteSite } from '#core/plugins/controller_contract'
import { AppException } from '#kernel/exceptions/app_exception'
import { membershipControllers } from '#core/network_members/services/membership_controllers'
import { memberCallError } from '#core/network_members/services/member_errors'
import {
  transformMember,
  transformNetwork,
  type MembershipFailureView,
  type MembershipNetworkView,
  type NetworkMemberView,
} from '#core/network_members/transformers/member_transformer'

export interface MemberFilters {
  controllerId?: number
  network?: string
  status?: 'pending' | 'authorized' | 'deauthorized'
  online?: boolean
  q?: string
}

export interface MemberListing {
  data: NetworkMemberView[]
  networks: MembershipNetworkView[]
  failures: MembershipFailureView[]
}

/**
 * Every member of every network of every membership controller, read live (members change by the minute: a node
 * asks to join, the admin lets it in). One controller that cannot be read is reported in `failures` and does not
 * hide the others.
 */
export async function listMembers(filters: MemberFilters): Promise<MemberListing> {
  const controllers = await membershipControllers(filters.controllerId)
  const listings = await Promise.all(
    controllers.map((controller) => readController(controller, filters.network))
  )
  const result: MemberListing = { data: [], networks: [], failures: [] }
  for (const listing of listings) {
    result.data.push(...listing.data)
    result.networks.push(...listing.networks)
    result.failures.push(...listing.failures)
  }
  result.data = result.data.filter((member) => matches(member, filters))
  result.data.sort(
    (a, b) =>
      a.networkName.localeCompare(b.networkName) ||
      Number(b.pending) - Number(a.pending) ||
      label(a).localeCompare(label(b))
  )
  return result
}

async function readController(
  controller: Controller,
  network: string | undefined
): Promise<MemberListing> {
  try {
    return await withConnection(controller, async (connection) => {
      const networks = await connection.listSites()
      const read =
        network === undefined ? networks : networks.filter((candidate) => candidate.id === network)
      const members = await Promise.all(read.map((site) => membersOf(connection, site, controller)))
      return {
        data: members.flat(),
        networks: networks.map((site) => transformNetwork(site, controller)),
        failures: [],
      }
    })
  } catch (error) {
    const answer = await memberCallError(controller, error)
    if (!(answer instanceof AppException)) throw answer
    return {
      data: [],
      networks: [],
      failures: [
        {
          controllerId: controller.id,
          controllerAlias: controller.alias,
          code: String(answer.code),
        },
      ],
    }
  }
}

async function membersOf(
  connection: ControllerConnection,
  site: RemoteSite,
  controller: Controller
) {
  const devices = await connection.listDevices(site.id)
  return devices.map((device) => transformMember(device, site, controller))
}

function matches(member: NetworkMemberView, filters: MemberFilters) {
  if (filters.status === 'pending' && !member.pending) return false
  if (filters.status === 'authorized' && !member.authorized) return false
  if (filters.status === 'deauthorized' && (member.authorized || member.pending)) return false
  if (filters.online !== undefined && member.online !== filters.online) return false
  if (filters.q) {
    const term = filters.q.toLowerCase()
    return [member.id, member.name, member.description, member.ip].some((value) =>
      value?.toLowerCase().includes(term)
    )
  }
  return true
}

const label = (member: NetworkMemberView) => member.name ?? member.id
