/**
 * Peplink-only reads for core's organisation routes (`/controllers/{id}/org`): InControl puts groups (our sites)
 * inside organisations, and an admin picks the organisation before its groups.
 */
import type { ControllerConnection, RemoteSite } from '#core/plugins/controller_contract'
import { UnsupportedCapabilityError } from '#core/plugins/plugin_errors'
import { PeplinkConnection } from './connection.js'

export interface PeplinkOrganization {
  id: string
  name: string
}

function peplink(connection: ControllerConnection, what: string): PeplinkConnection {
  if (!(connection instanceof PeplinkConnection)) throw new UnsupportedCapabilityError(what)
  return connection
}

/** Every organisation the connection's client application sees. */
export function listOrganizations(
  connection: ControllerConnection
): Promise<PeplinkOrganization[]> {
  return peplink(connection, 'listOrganizations').listOrganizations()
}

/** The groups of one organisation, as sites (`id` "org:group", `parentId` the organisation). */
export function listOrganizationGroups(
  connection: ControllerConnection,
  orgId: string
): Promise<RemoteSite[]> {
  return peplink(connection, 'listOrganizationGroups').listGroups(orgId)
}
