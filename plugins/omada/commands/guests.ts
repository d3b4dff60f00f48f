import type { GuestAuthorization } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { OmadaApi } from '../client/api.js'
import { hasErrorCode } from '../client/envelope.js'
import { HotspotClient, type PortalPlace } from '../client/hotspot.js'
import { omadaMacOrReject, toOmadaMac } from '../mapping/macs.js'

/**
 * With a hotspot operator configured, the external-portal API (it takes a duration); else the Open API's
 * `hotspot/clients/{mac}/auth`, which has no duration parameter: the portal's own duration applies then.
 */
export async function authorizeGuest(
  api: OmadaApi,
  siteId: string,
  authorization: GuestAuthorization
) {
  const mac = omadaMacOrReject(authorization.mac)
  if (!Number.isInteger(authorization.minutes) || authorization.minutes < 1) {
    throw new ControllerRejectedError('invalid_value', 'minutes must be a positive whole number')
  }
  const session = api.session
  if (!session.settings.hotspotOperator) {
    await api.authorizeClient(siteId, mac)
    return
  }
  const [clients, sites, details] = await Promise.all([
    api.clients(siteId),
    api.sites(),
    session.details(),
  ])
  const client = clients.find((c) => toOmadaMac(c.mac) === mac)
  if (!client)
    throw new ControllerRejectedError(
      'not_found',
      `${authorization.mac} is not connected to site ${siteId}`
    )
  const place: PortalPlace =
    client.wireless === false
      ? { gatewayMac: toOmadaMac(client.gatewayMac) ?? '', vid: client.vid ?? 0 }
      : {
          apMac: toOmadaMac(authorization.apMac ?? client.apMac) ?? '',
          ssidName: client.ssid ?? '',
          radioId: client.radioId ?? 0,
        }
  const hotspot = new HotspotClient(session.http, session.settings, details.omadacId)
  await hotspot.authorize(await hotspot.login(), {
    clientMac: mac,
    site: sites.find((s) => s.siteId === siteId)?.name ?? siteId,
    minutes: authorization.minutes,
    place,
    ...(client.ip ? { clientIp: client.ip } : {}),
  })
}

/** Revoking a guest the controller no longer knows (-41010) leaves nothing to revoke. */
export async function revokeGuest(api: OmadaApi, siteId: string, rawMac: string) {
  const mac = omadaMacOrReject(rawMac)
  try {
    await api.unauthorizeClient(siteId, mac)
  } catch (error) {
    if (!hasErrorCode(error, -41010) && !hasErrorCode(error, -41006)) throw error
  }
}
