import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import { AppException } from '#kernel/exceptions/app_exception'
import { controllerCommand } from '#core/network/services/controller_command'
import { recordCommand } from '#core/network/services/record_command'
import { cidrContains } from '#core/network/services/ipv4'
import { locationNetwork } from '#core/network/queries/snapshot_queries'

/**
 * PATCH a client: its alias (kept in Airdeck: the contract has no rename verb) and its fixed IP (spec §5): a valid
 * IPv4 inside one of the site's subnets, not reserved for or used by another client, and a MAC that already holds a
 * reservation must release it (fixedIp null) before taking another IP.
 */
export async function updateClient(
  ctx: HttpContext,
  location: Location,
  mac: string,
  input: { alias?: string | null; fixedIp?: string | null }
) {
  const client = await db.from('network_clients').where({ location_id: location.id, mac }).first()
  if (input.alias !== undefined) {
    if (!client) throw AppException.notFound()
    const details = {
      data: { mac, alias: input.alias || null, client_name: clientName(client) },
      before: { alias: client.alias ?? null },
    }
    await recordCommand(ctx, location.id, 'rename_client', details, (trx) =>
      trx
        .from('network_clients')
        .where({ location_id: location.id, mac })
        .update({ alias: input.alias || null })
    )
  }
  if (input.fixedIp === undefined || input.fixedIp === (client?.fixed_ip ?? null)) return
  const ip = input.fixedIp
  const networkId = ip
    ? await checkReservation(location.id, mac, ip, client?.fixed_ip ?? null)
    : undefined

  try {
    await controllerCommand(location, 'setFixedIp', (setFixedIp, siteId) =>
      setFixedIp(siteId, mac, ip, networkId ?? undefined)
    )
  } catch (error) {
    if (client && error instanceof AppException && error.code === 'E_CONTROLLER_REJECTED') {
      await db
        .from('network_clients')
        .where({ location_id: location.id, mac })
        .update({ config_state: 'alert' })
    }
    throw error
  }

  const pending = ip !== null && client?.ip !== ip
  const values = {
    fixed_ip: ip,
    pending_fixed_ip: pending ? ip : null,
    config_state: ip === null ? null : pending ? 'pending' : 'success',
    reboot_needed: pending,
  }
  const details = {
    data: { mac, ip, client_name: clientName(client) },
    before: { ip: client?.fixed_ip ?? null },
  }
  await recordCommand(ctx, location.id, ip ? 'reserve_ip' : 'release_ip', details, async (trx) => {
    if (client)
      return trx.from('network_clients').where({ location_id: location.id, mac }).update(values)
    return trx
      .insertQuery()
      .table('network_clients')
      .insert({
        location_id: location.id,
        mac,
        online: false,
        fingerprint: '',
        updated_at: new Date(),
        ...values,
      })
  })
}

/** How the client is called in the clients list, for the history (null when only its MAC is known). */
function clientName(client: Record<string, any> | undefined): string | null {
  return client?.alias ?? client?.name ?? client?.hostname ?? null
}

/** The subnet's network id for the reservation, or a 422 saying which rule it breaks. */
async function checkReservation(
  locationId: number,
  mac: string,
  ip: string,
  currentFixedIp: string | null
) {
  if (currentFixedIp)
    throw new AppException(422, 'E_RESERVED_CLIENT_EXISTS', {
      errors: [{ field: 'fixedIp', rule: 'reserved_mac' }],
    })
  const { subnets } = await locationNetwork(locationId)
  const withCidr = subnets.filter((subnet) => subnet.cidr)
  const subnet = withCidr.find((candidate) => cidrContains(candidate.cidr!, ip))
  if (withCidr.length && !subnet) throw AppException.invalidField('fixedIp', 'subnet')
  const clash = await db
    .from('network_clients')
    .where('location_id', locationId)
    .whereNot('mac', mac)
    .where((where) => where.where('fixed_ip', ip).orWhere('ip', ip))
    .first()
  if (clash)
    throw new AppException(422, 'E_RESERVED_CLIENT_EXISTS', {
      errors: [{ field: 'fixedIp', rule: 'reserved_ip' }],
    })
  return subnet?.id ?? null
}
