/**
 * HubSpot's contacts object API (payments-and-integrations.md §4.3) under both `/crm/v3/objects/contacts` (legacy) and
 * the date-versioned `/crm/objects/2026-03/contacts`: list, read (by id or `idProperty=email`), batch upsert by
 * e-mail, GDPR delete. `Authorization: Bearer <token>`.
 */
import {
  bearerToken,
  json,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { CrmContactStore } from './contact_store.js'
import { notFound, unauthorized, validation } from './responses.js'

const PREFIXES = ['/crm/v3/objects/contacts', '/crm/objects/2026-03/contacts']
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export interface CrmEngine {
  store: CrmContactStore
  faults: ApiKeyFaults
  token: string
  maxBatch: number
}

export function vendorRoute(engine: CrmEngine, request: SimRequest): SimResponse {
  const prefix = PREFIXES.find((p) => request.path === p || request.path.startsWith(`${p}/`))
  if (!prefix) return notFound()
  if (engine.faults.keyRefused || bearerToken(request) !== engine.token) return unauthorized()
  const rest = request.path.slice(prefix.length).replace(/\/+$/, '')
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  const { store } = engine

  if (rest === '' && request.method === 'GET') return listContacts(engine, request.query)
  if (rest === '/batch/upsert' && request.method === 'POST') return batchUpsert(engine, body)
  if (rest === '/gdpr-delete' && request.method === 'POST') {
    const contact =
      body.idProperty === 'email'
        ? store.byEmail(String(body.objectId ?? ''))
        : store.byId(String(body.objectId ?? ''))
    if (!contact) return notFound()
    store.gdprDelete(contact)
    return { status: 204 }
  }
  const id = decodeURIComponent(rest.slice(1))
  if (request.method === 'GET' && id && !id.includes('/')) {
    const contact = request.query.get('idProperty') === 'email' ? store.byEmail(id) : store.byId(id)
    return contact ? json(200, store.render(contact)) : notFound()
  }
  return notFound()
}

function listContacts(engine: CrmEngine, query: URLSearchParams): SimResponse {
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10) || 10))
  const after = Number(query.get('after') ?? 0)
  const rest = engine.store.all().filter((contact) => Number(contact.id) > after)
  const page = rest.slice(0, limit)
  const next = rest.length > limit ? { next: { after: page[page.length - 1].id } } : undefined
  return json(200, {
    results: page.map((c) => engine.store.render(c)),
    ...(next ? { paging: next } : {}),
  })
}

/**
 * A property the account does not have fails the whole batch (400), as HubSpot checks the schema first; a bad value
 * for one input is reported in `errors[]` (207 Multi-Status) while the others are saved.
 */
function batchUpsert(engine: CrmEngine, body: Record<string, any>): SimResponse {
  const inputs = body.inputs
  if (!Array.isArray(inputs) || inputs.length === 0)
    return validation('Invalid input JSON: inputs must be a non-empty array')
  if (inputs.length > engine.maxBatch)
    return validation(`Batch input must contain at most ${engine.maxBatch} inputs`)
  const unknown = new Set<string>()
  for (const input of inputs) {
    if (
      !input ||
      typeof input !== 'object' ||
      input.idProperty !== 'email' ||
      typeof input.id !== 'string'
    ) {
      return validation('Invalid input JSON: every input needs idProperty "email" and an id')
    }
    for (const name of Object.keys(input.properties ?? {}))
      if (!engine.store.properties.has(name)) unknown.add(name)
  }
  if (unknown.size) {
    const details = [...unknown].map((name) => ({
      isValid: false,
      message: `Property "${name}" does not exist`,
      error: 'PROPERTY_DOESNT_EXIST',
      name,
    }))
    return validation(`Property values were not valid: ${JSON.stringify(details)}`, {
      errors: details.map((d) => ({
        message: d.message,
        code: d.error,
        context: { propertyName: [d.name] },
      })),
    })
  }

  const startedAt = new Date().toISOString()
  const results: Array<Record<string, unknown>> = []
  const errors: Array<Record<string, unknown>> = []
  for (const input of inputs) {
    const properties = stringProperties(input.properties ?? {})
    if (!EMAIL.test(input.id.trim())) {
      errors.push({
        status: 'error',
        category: 'VALIDATION_ERROR',
        message: `Email address ${input.id} is invalid`,
        context: { ids: [input.id] },
      })
      continue
    }
    const { contact, created } = engine.store.upsertByEmail(input.id, properties)
    results.push({ ...engine.store.render(contact), new: created })
  }
  const answer = { status: 'COMPLETE', results, startedAt, completedAt: new Date().toISOString() }
  return errors.length
    ? json(207, { ...answer, numErrors: errors.length, errors })
    : json(200, answer)
}

/** HubSpot stores every property value as a string. */
function stringProperties(properties: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, value]) => [
      name,
      value === null || value === undefined ? null : String(value),
    ])
  )
}
