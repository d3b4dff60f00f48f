import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { UnifiApi } from '../client/api.js'
import { isEnvelope, rejectionReason } from '../client/envelope.js'
import type { UnifiNetwork, UnifiUser } from '../client/vendor_types.js'
import { ipv4ToNumber } from '#core/plugins/ipv4'
import { ipInSubnet } from '../mapping/networks.js'

/**
 * DHCP reservation through the client's user record (rest/user), created first (group/user) when the controller
 * has never seen the MAC. The network is the given one, else the one whose subnet holds the address.
 */
export async function setFixedIp(
  api: UnifiApi,
  site: string,
  mac: string,
  ip: string | null,
  networkId?: string
) {
  const users = await api.knownUsers(site)
  let user = users.find((u) => u.mac?.toLowerCase() === mac)

  if (ip === null) {
    if (user?.use_fixedip) await api.updateUser(site, user._id, { use_fixedip: false })
    return
  }

  if (ipv4ToNumber(ip) === null)
    throw new ControllerRejectedError('invalid_value', `${ip} is not an IPv4 address`)
  const network = pickNetwork(await api.networks(site), ip, networkId)
  const holder = users.find(
    (u) => u.use_fixedip && u.fixed_ip === ip && u.mac?.toLowerCase() !== mac
  )
  if (holder)
    throw new ControllerRejectedError('conflict', `${ip} is already reserved for ${holder.mac}`)

  user ??= await createUser(api, site, mac)
  await api.updateUser(site, user._id, { use_fixedip: true, network_id: network._id, fixed_ip: ip })
}

function pickNetwork(networks: UnifiNetwork[], ip: string, networkId?: string): UnifiNetwork {
  if (networkId) {
    const network = networks.find((n) => n._id === networkId)
    if (!network) throw new ControllerRejectedError('not_found', `no network ${networkId}`)
    if (network.ip_subnet && !ipInSubnet(ip, network.ip_subnet)) {
      throw new ControllerRejectedError(
        'invalid_value',
        `${ip} is outside ${network.name} (${network.ip_subnet})`
      )
    }
    return network
  }
  const network = networks.find((n) => n.purpose !== 'wan' && ipInSubnet(ip, n.ip_subnet))
  if (!network)
    throw new ControllerRejectedError('invalid_value', `${ip} is in none of the site's networks`)
  return network
}

async function createUser(api: UnifiApi, site: string, mac: string): Promise<UnifiUser> {
  const groups = await api.userGroups(site).catch((error) => {
    if (error instanceof ControllerRejectedError) return []
    throw error
  })
  const group = groups.find((g) => g.name === 'Default') ?? groups[0]
  const [answer] = await api.createUser(site, {
    mac,
    ...(group ? { usergroup_id: group._id } : {}),
  })
  const created = createdUser(answer)
  if (created) return created
  const found = (await api.knownUsers(site)).find((u) => u.mac?.toLowerCase() === mac)
  if (!found)
    throw new ControllerRejectedError(
      'not_found',
      `the controller did not create a client record for ${mac}`
    )
  return found
}

/** The answer holds the user, or (some versions) one nested `{meta,data}` per created object. */
function createdUser(answer: unknown): UnifiUser | null {
  if (isEnvelope(answer)) {
    if (answer.meta.rc !== 'ok')
      throw new ControllerRejectedError(rejectionReason(answer.meta.msg ?? ''), answer.meta.msg)
    const [user] = Array.isArray(answer.data) ? answer.data : []
    return (user as UnifiUser | undefined)?._id ? (user as UnifiUser) : null
  }
  return (answer as UnifiUser | undefined)?._id ? (answer as UnifiUser) : null
}
