import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  PDF,
  array,
  boolean,
  integer,
  json,
  nullable,
  object,
  string,
} from '#kernel/http/contract/schemas'
import {
  listMembersValidator,
  memberLocatorValidator,
  updateMemberValidator,
} from '#core/network_members/validators/member_validators'

const NetworkMembers = () => import('#core/network_members/controllers/network_members_controller')

const member = object({
  id: string(),
  name: nullable(string()),
  description: nullable(string()),
  ip: nullable(string()),
  authorized: boolean(),
  pending: boolean(),
  online: boolean(),
  state: string(),
  clientVersion: nullable(string()),
  networkId: string(),
  networkName: string(),
  controllerId: integer(),
  controllerAlias: string(),
})
const network = object({
  id: string(),
  name: string(),
  controllerId: integer(),
  controllerAlias: string(),
  vendorName: string(),
})
const failure = object({ controllerId: integer(), controllerAlias: string(), code: string() })
const MEMBER_ERRORS = [
  'E_CAPABILITY_UNSUPPORTED',
  'E_CONTROLLER_REJECTED',
  'E_CONTROLLER_NEEDS_CREDENTIALS',
  'E_CONTROLLER_UNAVAILABLE',
  'E_CONTROLLER_FAILED',
]
const api = apiRoutes('Network members')

/**
 * Nodes of membership networks (spec §7 "Zerotier"): every controller whose plugin declares the membership verbs.
 * The paths are the spec's; nothing behind them depends on the vendor.
 */
export function networkMemberRoutes() {
  api.get('/zerotier/network/members', [NetworkMembers, 'index'], {
    access: adminOnly,
    summary:
      'Every member of every membership network, read live; controllers that cannot be read are listed in failures',
    query: listMembersValidator,
    response: json(
      object({ data: array(member), networks: array(network), failures: array(failure) })
    ),
  })
  api.patch('/zerotier/network/members/:id', [NetworkMembers, 'update'], {
    textParams: ['id'],
    access: adminOnly,
    summary: 'Authorize, deauthorize or rename a member (the path is its node id)',
    body: updateMemberValidator,
    response: json(member),
    errors: MEMBER_ERRORS,
  })
  api.delete('/zerotier/network/members/:id', [NetworkMembers, 'destroy'], {
    textParams: ['id'],
    access: adminOnly,
    summary: 'Remove a member from its network',
    query: memberLocatorValidator,
    response: NO_CONTENT,
    errors: MEMBER_ERRORS,
  })
  api.post('/print/zerotier/:id', [NetworkMembers, 'printLabel'], {
    textParams: ['id'],
    access: adminOnly,
    retrySafe: 'it renders a PDF without storing anything',
    summary:
      'A printable node label (PDF): name, node id, network, address and a QR code of the id',
    body: memberLocatorValidator,
    response: PDF,
    errors: MEMBER_ERRORS,
  })
}
