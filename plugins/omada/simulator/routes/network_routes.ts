/** Clients, LAN networks, LAN (port) profiles and DHCP reservations (vendors.md §3.4). */
import type { SiteContext } from '../engine.js'
import { fail, grid, ok } from '../http/responses.js'
import { clientOnline, renderClient } from '../model/live_view.js'
import { canonicalMac, objectId } from '../model/random.js'
import type { SimNetwork } from '../model/site_model.js'
import { bodyOf, route, type SiteRoute } from './route_table.js'

function toNumber(ip: string): number | null {
  const parts = ip.split('.')
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null
  return parts.reduce((n, p) => n * 256 + Number(p), 0)
}

function inSubnet(ip: string, network: SimNetwork) {
  const [base, bits] = network.gatewaySubnet.split('/')
  const a = toNumber(ip)
  const b = toNumber(base)
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0
  return a !== null && b !== null && (a & mask) >>> 0 === (b & mask) >>> 0
}

/** Create and modify share the checks: -33503 no network, -34513 outside it, -34514 taken by another MAC. */
function checkReservation(ctx: SiteContext, body: Record<string, any>, mac: string) {
  if (
    typeof body.netId !== 'string' ||
    typeof body.ip !== 'string' ||
    typeof body.status !== 'boolean'
  ) {
    return fail(-1001, 'Invalid request parameters.')
  }
  const network = ctx.site.networks.find((n) => n.id === body.netId)
  if (!network) return fail(-33503, 'This network does not exist.')
  if (!inSubnet(body.ip, network))
    return fail(-34513, 'The IP address is not in the network segment.')
  if (ctx.site.reservations.some((r) => r.ip === body.ip && r.mac !== mac))
    return fail(-34514, 'The IP address conflicts with another reservation.')
  return null
}

export const networkRoutes: SiteRoute[] = [
  route('GET /clients', (ctx, request) => {
    const wireless = request.query.get('filters.wireless')
    const rows = ctx.site.clients
      .filter((c) => clientOnline(c, ctx.live))
      .filter((c) => wireless === null || String(!c.wired) === wireless)
      .map((c) => renderClient(ctx.site, c, ctx.now))
    const wirelessCount = rows.filter((r) => r.wireless).length
    return grid(request, rows, {
      clientStat: {
        total: rows.length,
        wireless: wirelessCount,
        wired: rows.length - wirelessCount,
      },
    })
  }),

  route('GET /lan-networks', (ctx, request) =>
    grid(
      request,
      ctx.site.networks.map((n) => ({ ...n, site: ctx.site.siteId }))
    )
  ),

  route('GET /lan-profiles', (ctx, request) =>
    grid(
      request,
      ctx.site.lanProfiles.map((p) => ({
        ...p,
        tagNetworkIds: [],
        untagNetworkIds: [p.nativeNetworkId],
      }))
    )
  ),

  route('GET /setting/service/dhcp', (ctx, request) =>
    grid(
      request,
      ctx.site.reservations.map((r) => {
        const network = ctx.site.networks.find((n) => n.id === r.netId)
        const known = ctx.site.clients.find((c) => c.mac === r.mac)
        return {
          ...r,
          netName: network?.name ?? '',
          name: known?.name ?? known?.hostName ?? r.mac,
          type: 1,
        }
      })
    )
  ),

  route('POST /setting/service/dhcp', (ctx, request) => {
    const body = bodyOf(request)
    const mac = canonicalMac(body.mac)
    if (!mac) return fail(-1001, 'Invalid request parameters.')
    if (ctx.site.reservations.some((r) => r.mac === mac))
      return fail(-34512, 'This MAC address already has a reservation (simulated code).')
    const refused = checkReservation(ctx, body, mac)
    if (refused) return refused
    if (ctx.site.reservations.length >= 512)
      return fail(-34511, 'The number of reservations has reached the limit.')
    const id = objectId(ctx.site.siteId, 'dhcp', mac)
    ctx.site.reservations.push({
      id,
      mac,
      ip: body.ip,
      netId: body.netId,
      status: body.status,
      description: body.description,
    })
    return ok({ id })
  }),

  route('PATCH /setting/service/dhcp/:mac', (ctx, request, params) => {
    const mac = canonicalMac(params.mac)
    const reservation = ctx.site.reservations.find((r) => r.mac === mac)
    if (!reservation) return fail(-1001, 'This DHCP reservation does not exist (simulated code).')
    const body = bodyOf(request)
    const refused = checkReservation(ctx, body, reservation.mac)
    if (refused) return refused
    Object.assign(reservation, {
      ip: body.ip,
      netId: body.netId,
      status: body.status,
      description: body.description ?? reservation.description,
    })
    return ok()
  }),

  route('DELETE /setting/service/dhcp/:mac', (ctx, _request, params) => {
    const mac = canonicalMac(params.mac)
    const index = ctx.site.reservations.findIndex((r) => r.mac === mac)
    if (index < 0) return fail(-1001, 'This DHCP reservation does not exist (simulated code).')
    ctx.site.reservations.splice(index, 1)
    return ok()
  }),
]
