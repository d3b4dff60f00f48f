/**
 * Integration API clients: list (with `filter=field.eq('value')` / `field.in('a','b')`), detail, and the guest
 * access actions, which drive the same authorizations as the legacy cmd/stamgr.
 */
import type { SiteContext } from '../engine.js'
import { uuidFrom } from '../model/ids.js'
import type { SimRequest, SimResponse } from '../http/responses.js'
import { onlineClients, type ClientRow } from '../views/client_view.js'
import { clientCommand } from './client_commands.js'
import { integrationError, paginate } from './integration_router.js'

const FILTER = /^(\w+)\.(eq|ne|in)\((.*)\)$/
const FILTERABLE = new Set(['id', 'name', 'type', 'macAddress', 'ipAddress', 'uplinkDeviceId'])

function toIntegration(ctx: SiteContext, row: ClientRow) {
  const uplink = ctx.site.devices.find((d) => d.mac === (row.is_wired ? row.sw_mac : row.ap_mac))
  const auth = ctx.site.guestAuthorizations.get(row.mac)
  return {
    id: uuidFrom(row._id),
    name: row.name ?? row.hostname ?? row.mac,
    type: row.is_wired ? 'WIRED' : 'WIRELESS',
    macAddress: row.mac,
    ipAddress: row.ip,
    connectedAt: new Date(row.assoc_time * 1000).toISOString(),
    access: row.is_guest
      ? { type: 'GUEST', authorized: Boolean(auth && auth.end > ctx.now) }
      : { type: 'DEFAULT' },
    ...(uplink ? { uplinkDeviceId: uuidFrom(uplink.id) } : {}),
  }
}

type IntegrationClient = ReturnType<typeof toIntegration>

function applyFilter(
  filter: string | null,
  clients: IntegrationClient[]
): IntegrationClient[] | string {
  if (!filter) return clients
  const match = FILTER.exec(filter.trim())
  if (!match || !FILTERABLE.has(match[1])) return `Unsupported filter expression: ${filter}`
  const [, field, op, args] = match
  const values = args.split(',').map((v) => v.trim().replace(/^'(.*)'$/, '$1'))
  const read = (c: IntegrationClient) =>
    String((c as Record<string, unknown>)[field] ?? '').toLowerCase()
  const wanted = new Set(values.map((v) => v.toLowerCase()))
  return clients.filter((c) => (op === 'ne' ? !wanted.has(read(c)) : wanted.has(read(c))))
}

export function integrationClients(
  ctx: SiteContext,
  request: SimRequest,
  id?: string
): SimResponse {
  const clients = onlineClients(ctx.site, ctx.live, ctx.now).map((row) => toIntegration(ctx, row))
  if (id) {
    const client = clients.find((c) => c.id === id)
    return client
      ? { status: 200, body: client }
      : integrationError(request, 404, `Client ${id} not found`)
  }
  const filtered = applyFilter(request.query.get('filter'), clients)
  return typeof filtered === 'string'
    ? integrationError(request, 400, filtered)
    : paginate(request, filtered)
}

function authorizationOf(ctx: SiteContext, mac: string) {
  const auth = ctx.site.guestAuthorizations.get(mac)
  if (!auth) return undefined
  return {
    authorizedAt: new Date(auth.start).toISOString(),
    authorizationMethod: 'API',
    expiresAt: new Date(auth.end).toISOString(),
    ...(auth.bytes ? { dataUsageLimitMBytes: auth.bytes } : {}),
    ...(auth.down ? { rxRateLimitKbps: auth.down } : {}),
    ...(auth.up ? { txRateLimitKbps: auth.up } : {}),
  }
}

export function integrationClientAction(
  ctx: SiteContext,
  request: SimRequest,
  id: string,
  body: Record<string, any>
): SimResponse {
  const row = onlineClients(ctx.site, ctx.live, ctx.now).find((c) => uuidFrom(c._id) === id)
  if (!row) return integrationError(request, 404, `Client ${id} not found`)
  const revoked = authorizationOf(ctx, row.mac)
  if (body.action === 'UNAUTHORIZE_GUEST_ACCESS') {
    clientCommand(ctx, { cmd: 'unauthorize-guest', mac: row.mac })
    return {
      status: 200,
      body: { action: body.action, ...(revoked ? { revokedAuthorization: revoked } : {}) },
    }
  }
  if (body.action !== 'AUTHORIZE_GUEST_ACCESS')
    return integrationError(request, 400, `Unsupported action '${body.action}'`)
  const minutes = Number(body.timeLimitMinutes)
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1_000_000) {
    return integrationError(request, 400, "'timeLimitMinutes' must be between 1 and 1000000")
  }
  clientCommand(ctx, {
    cmd: 'authorize-guest',
    mac: row.mac,
    minutes,
    up: body.txRateLimitKbps,
    down: body.rxRateLimitKbps,
    bytes: body.dataUsageLimitMBytes,
  })
  return {
    status: 200,
    body: {
      action: body.action,
      ...(revoked && revoked.expiresAt > new Date(ctx.now).toISOString()
        ? { revokedAuthorization: revoked }
        : {}),
      grantedAuthorization: authorizationOf(ctx, row.mac),
    },
  }
}
