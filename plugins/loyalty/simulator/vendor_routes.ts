/**
 * Piggy's OAuth client API under `/api/v3/oauth/clients` (payments-and-integrations.md §4.2): contacts (find-or-create,
 * find-one-by, create, read, update attributes, delete), contact attributes, subscription types and a contact's
 * subscriptions (subscribe / unsubscribe). `Authorization: Bearer <API key>`; `{data, meta}` on success.
 */
import {
  bearerToken,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { Contact, ContactStore } from './contact_store.js'
import { contactNotFound, invalid, notFound, ok, piggyError, unauthenticated } from './responses.js'

export const API_BASE = '/api/v3/oauth/clients'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export interface LoyaltyEngine {
  store: ContactStore
  faults: ApiKeyFaults
  apiKey: string
}

export function vendorRoute(engine: LoyaltyEngine, request: SimRequest): SimResponse {
  if (!request.path.startsWith(`${API_BASE}/`)) return notFound()
  if (engine.faults.keyRefused || bearerToken(request) !== engine.apiKey) return unauthenticated()
  const parts = request.path
    .slice(API_BASE.length + 1)
    .replace(/\/+$/, '')
    .split('/')
    .map(decodeURIComponent)
  const body = request.body && typeof request.body === 'object' ? request.body : {}
  const route = `${request.method} ${parts[0]}`

  if (route === 'GET contact-attributes' && parts.length === 1)
    return ok(engine.store.attributes.map((a) => engine.store.renderAttribute(a)))
  if (route === 'GET subscription-types' && parts.length === 1)
    return ok(engine.store.subscriptionTypes.map((t) => engine.store.renderType(t)))
  if (parts[0] === 'contacts')
    return contactsRoute(engine.store, request.method, parts.slice(1), request.query, body)
  if (parts[0] === 'contact-subscriptions' && parts.length >= 2)
    return subscriptionsRoute(engine.store, request.method, parts.slice(1), body)
  return notFound()
}

function contactsRoute(
  store: ContactStore,
  method: string,
  parts: string[],
  query: URLSearchParams,
  body: Record<string, any>
): SimResponse {
  if (parts.length === 0 && method === 'GET') return listContacts(store, query)
  if (parts.length === 0 && method === 'POST') {
    const problem = emailProblem(body.email)
    if (problem) return invalid({ email: [problem] })
    if (store.byEmail(body.email)) return invalid({ email: ['The email has already been taken.'] })
    return ok(store.render(store.create(body.email)), 201)
  }
  if (
    (parts[0] === 'find-or-create' || parts[0] === 'find-one-by') &&
    parts.length === 1 &&
    method === 'GET'
  ) {
    const email = query.get('email') ?? ''
    const problem = emailProblem(email)
    if (problem) return invalid({ email: [problem] })
    const found = store.byEmail(email)
    if (found) return ok(store.render(found))
    return parts[0] === 'find-one-by' ? contactNotFound() : ok(store.render(store.create(email)))
  }
  const contact = store.byUuid(parts[0])
  if (!contact) return contactNotFound()
  if (parts.length === 1 && method === 'GET') return ok(store.render(contact))
  if (parts.length === 1 && method === 'PUT')
    return updateAttributes(store, contact, body.attributes)
  if (parts[1] === 'delete' && parts.length === 2 && method === 'POST') {
    if (!['soft', 'hard'].includes(String(body.type ?? '').toLowerCase()))
      return invalid({ type: ['The selected type is invalid.'] })
    store.remove(contact)
    return ok(null)
  }
  return notFound()
}

function listContacts(store: ContactStore, query: URLSearchParams): SimResponse {
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1)
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 30) || 30))
  const all = store.all()
  const slice = all.slice((page - 1) * limit, page * limit)
  return ok(
    slice.map((c) => store.render(c)),
    200,
    {
      current_page: page,
      per_page: limit,
      total: all.length,
      last_page: Math.max(1, Math.ceil(all.length / limit)),
    }
  )
}

/** Nothing changes when one attribute is wrong. */
function updateAttributes(store: ContactStore, contact: Contact, attributes: unknown): SimResponse {
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes))
    return invalid({ attributes: ['The attributes field is required.'] })
  const errors: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = store.attributes.find((a) => a.name === name)
    if (!attribute) errors[`attributes.${name}`] = [`The attribute ${name} does not exist.`]
    else if (attribute.readOnly)
      errors[`attributes.${name}`] = [`The attribute ${name} is read only.`]
    else if (value !== null && typeof value !== 'string')
      errors[`attributes.${name}`] = [`The attribute ${name} must be a string.`]
    else if (attribute.type === 'phone' && value && !/^\+?[0-9 ()-]{6,20}$/.test(value))
      errors[`attributes.${name}`] = [`The attribute ${name} must be a valid phone number.`]
  }
  if (Object.keys(errors).length) return invalid(errors)
  Object.assign(contact.values, attributes)
  return ok(store.render(contact))
}

function subscriptionsRoute(
  store: ContactStore,
  method: string,
  parts: string[],
  body: Record<string, any>
): SimResponse {
  const contact = store.byUuid(parts[0])
  if (!contact) return contactNotFound()
  if (parts.length === 1 && method === 'GET')
    return ok(store.subscriptionTypes.map((type) => store.renderSubscription(contact, type)))
  const action = parts[1]
  if (
    parts.length !== 2 ||
    method !== 'PUT' ||
    (action !== 'subscribe' && action !== 'unsubscribe')
  )
    return notFound()
  const type = store.subscriptionType(String(body.subscription_type_uuid ?? ''))
  if (!type) return piggyError(404, 40401, 'Subscription type not found.')
  const status =
    action === 'unsubscribe'
      ? 'UNSUBSCRIBED'
      : type.strategy === 'DOUBLE_OPT_IN' && contact.subscriptions.get(type.uuid) !== 'SUBSCRIBED'
        ? 'PENDING_CONFIRMATION'
        : 'SUBSCRIBED'
  contact.subscriptions.set(type.uuid, status)
  return ok(store.renderSubscription(contact, type))
}

function emailProblem(email: unknown): string | null {
  if (typeof email !== 'string' || !email.trim()) return 'The email field is required.'
  return EMAIL.test(email.trim()) ? null : 'The email must be a valid email address.'
}
