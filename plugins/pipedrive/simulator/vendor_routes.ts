/**
 * Pipedrive's REST API (payments-and-integrations.md §3.2): v2 under `/api/v2` with the `x-api-token` header and
 * cursor pagination; legacy v1 under `/v1` or `/api/v1` (token in the header or `?api_token=`) with offset pagination.
 */
import { header, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { ORGANIZATIONS, PERSONS, USER, type Deal } from './account_data.js'
import { badRequest, notFound, ok, unauthorized } from './responses.js'
import { dealProductV1, dealProductV2, dealV1, dealV2, organizationV2, personV2 } from './views.js'

export interface PipedriveEngine {
  deals: Map<number, Deal>
  faults: ApiKeyFaults
  apiToken: string
  companyDomain: string
}

export function vendorRoute(engine: PipedriveEngine, request: SimRequest): SimResponse {
  const match = /^\/(api\/v2|api\/v1|v1)\/(.+?)\/*$/.exec(request.path)
  if (!match) return notFound('Unknown method .')
  const version = match[1] === 'api/v2' ? 2 : 1
  const token =
    header(request, 'x-api-token') ??
    (version === 1 ? (request.query.get('api_token') ?? undefined) : undefined)
  if (engine.faults.keyRefused || token !== engine.apiToken) return unauthorized()
  if (request.method !== 'GET') return notFound('Unknown method .')
  const parts = match[2].split('/')
  return version === 2
    ? v2Route(engine, parts, request.query)
    : v1Route(engine, parts, request.query)
}

function v2Route(engine: PipedriveEngine, parts: string[], query: URLSearchParams): SimResponse {
  const id = Number(parts[1])
  if (parts.length >= 2 && !Number.isInteger(id))
    return badRequest(`Validation failed: id: Expected integer, received "${parts[1]}"`)
  if (parts[0] === 'deals' && parts.length === 1)
    return cursorPage(query, [...engine.deals.values()].map(dealV2))
  if (parts[0] === 'deals') {
    const deal = engine.deals.get(id)
    if (!deal) return notFound('Deal not found')
    if (parts.length === 2) return ok(dealV2(deal))
    if (parts.length === 3 && parts[2] === 'products')
      return cursorPage(
        query,
        deal.products.map((product) => dealProductV2(deal, product))
      )
  }
  if (parts[0] === 'organizations' && parts.length === 2) {
    const org = ORGANIZATIONS.find((o) => o.id === id)
    return org ? ok(organizationV2(org)) : notFound('Organization not found')
  }
  if (parts[0] === 'persons' && parts.length === 2) {
    const person = PERSONS.find((p) => p.id === id)
    return person ? ok(personV2(person)) : notFound('Person not found')
  }
  return notFound('Unknown method .')
}

/** v2 lists: `limit` 1..500 (default 100) and an opaque `cursor`; `additional_data.next_cursor` is null on the last page. */
function cursorPage(query: URLSearchParams, all: unknown[]): SimResponse {
  const limit = query.has('limit') ? Number(query.get('limit')) : 100
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    return badRequest('Validation failed: limit: Number must be less than or equal to 500')
  let offset = 0
  const cursor = query.get('cursor')
  if (cursor) {
    const decoded = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!decoded) return badRequest('Validation failed: cursor: Invalid cursor')
    offset = Number(decoded[1])
  }
  const page = all.slice(offset, offset + limit)
  const next =
    offset + limit < all.length
      ? Buffer.from(`offset:${offset + limit}`).toString('base64url')
      : null
  return ok(page, { next_cursor: next })
}

function v1Route(engine: PipedriveEngine, parts: string[], query: URLSearchParams): SimResponse {
  if (parts.join('/') === 'users/me')
    return ok({
      ...USER,
      company_domain: engine.companyDomain,
      active_flag: true,
      is_admin: 1,
      default_currency: 'EUR',
      locale: 'nl_BE',
      lang: 1,
    })
  if (parts[0] !== 'deals' || parts.length < 2) return notFound('Unknown method .')
  const deal = engine.deals.get(Number(parts[1]))
  if (!deal) return notFound('Deal not found')
  if (parts.length === 2) return ok(dealV1(deal), { related_objects: {} })
  if (parts.length !== 3 || parts[2] !== 'products') return notFound('Unknown method .')
  const start = Math.max(0, Number(query.get('start') ?? 0) || 0)
  const limit = Math.min(500, Math.max(1, Number(query.get('limit') ?? 100) || 100))
  const page = deal.products
    .slice(start, start + limit)
    .map((product) => dealProductV1(deal, product))
  const more = start + limit < deal.products.length
  return ok(page.length ? page : null, {
    pagination: {
      start,
      limit,
      more_items_in_collection: more,
      ...(more ? { next_start: start + limit } : {}),
    },
  })
}
