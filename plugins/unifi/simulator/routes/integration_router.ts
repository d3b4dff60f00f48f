/**
 * The official Integration API (`/proxy/network/integration/v1`, header X-API-KEY), vendors.md §2.4.
 * Ids are UUIDs derived from the legacy ids; lists are paginated `{offset,limit,count,totalCount,data}`.
 */
import { randomUUID } from 'node:crypto'
import { siteContext, type Engine, type SiteContext } from '../engine.js'
import { uuidFrom } from '../model/ids.js'
import { header, type SimRequest, type SimResponse } from '../http/responses.js'
import { integrationClients, integrationClientAction } from './integration_clients.js'
import {
  integrationDevice,
  integrationDeviceAction,
  integrationDevices,
  integrationPortAction,
} from './integration_devices.js'

const STATUS_NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
}

export function integrationError(
  request: SimRequest,
  status: number,
  message: string
): SimResponse {
  return {
    status,
    body: {
      statusCode: status,
      statusName: STATUS_NAMES[status] ?? 'ERROR',
      message,
      timestamp: new Date().toISOString(),
      requestPath: request.path,
      requestId: randomUUID(),
    },
  }
}

export function paginate(request: SimRequest, items: unknown[]): SimResponse {
  const offset = Number(request.query.get('offset') ?? 0)
  const limit = Number(request.query.get('limit') ?? 25)
  if (
    !Number.isInteger(offset) ||
    offset < 0 ||
    !Number.isInteger(limit) ||
    limit < 0 ||
    limit > 200
  ) {
    return integrationError(request, 400, "'offset' must be >= 0 and 'limit' between 0 and 200")
  }
  const data = items.slice(offset, offset + limit)
  return {
    status: 200,
    body: { offset, limit, count: data.length, totalCount: items.length, data },
  }
}

const siteIndexes = new WeakMap<Engine, { count: number; byUuid: Map<string, string> }>()

function siteByUuid(engine: Engine, uuid: string): string | undefined {
  let index = siteIndexes.get(engine)
  if (!index || index.count !== engine.store.count) {
    const byUuid = new Map<string, string>()
    for (let i = 0; i < engine.store.count; i++)
      byUuid.set(uuidFrom(engine.store.idAt(i)), engine.store.seedAt(i).seed.name)
    index = { count: engine.store.count, byUuid }
    siteIndexes.set(engine, index)
  }
  return index.byUuid.get(uuid)
}

function sites(engine: Engine, request: SimRequest): SimResponse {
  const rows = Array.from({ length: engine.store.count }, (_, i) => ({
    id: uuidFrom(engine.store.idAt(i)),
    internalReference: engine.store.seedAt(i).seed.name,
    name: engine.store.seedAt(i).seed.desc,
  }))
  return paginate(request, rows)
}

function siteScoped(ctx: SiteContext, request: SimRequest, rest: string[]): SimResponse {
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  const [collection, id, sub, portsOrActions, portIdx, action] = rest
  if (collection === 'devices') {
    if (!id && request.method === 'GET') return integrationDevices(ctx, request)
    if (id && !sub && request.method === 'GET') return integrationDevice(ctx, request, id)
    if (id && sub === 'actions' && request.method === 'POST')
      return integrationDeviceAction(ctx, request, id, body)
    if (
      id &&
      sub === 'interfaces' &&
      portsOrActions === 'ports' &&
      action === 'actions' &&
      request.method === 'POST'
    ) {
      return integrationPortAction(ctx, request, id, Number(portIdx), body)
    }
  }
  if (collection === 'clients') {
    if (request.method === 'GET') return integrationClients(ctx, request, id)
    if (id && sub === 'actions' && request.method === 'POST')
      return integrationClientAction(ctx, request, id, body)
  }
  return integrationError(request, 404, 'Resource not found')
}

export function integrationRoute(engine: Engine, request: SimRequest, path: string): SimResponse {
  if (!engine.apiKey || header(request, 'x-api-key') !== engine.apiKey) {
    return integrationError(request, 401, 'Missing or invalid API key')
  }
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  if (parts[0] !== 'v1') return integrationError(request, 404, 'Resource not found')
  if (request.method === 'GET' && parts[1] === 'info' && parts.length === 2) {
    return { status: 200, body: { applicationVersion: engine.version } }
  }
  if (parts[1] !== 'sites') return integrationError(request, 404, 'Resource not found')
  if (parts.length === 2 && request.method === 'GET') return sites(engine, request)
  const name = siteByUuid(engine, parts[2])
  if (!name) return integrationError(request, 404, `Site ${parts[2]} not found`)
  const site = request.method === 'GET' ? engine.store.get(name)! : engine.store.pin(name)!
  return siteScoped(siteContext(engine, site), request, parts.slice(3))
}
