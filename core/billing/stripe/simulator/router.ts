/** The `/v1` route table: each resource module adds its routes; a route answers an object, the router renders it. */
import type { StripeParams } from './form.js'
import type { StripeObject, StripeStore } from './store.js'

export interface RouteContext {
  store: StripeStore
  params: StripeParams
  /** The path's captured ids, in order. */
  ids: string[]
}

export type RouteHandler = (context: RouteContext) => Record<string, any>

export interface StripeRoute {
  method: 'GET' | 'POST' | 'DELETE'
  pattern: RegExp
  handler: RouteHandler
}

const ID = '([A-Za-z0-9_]+)'

/** `route('GET', '/v1/customers/:id', handler)`; every `:name` matches one id segment. */
export function route(
  method: StripeRoute['method'],
  path: string,
  handler: RouteHandler
): StripeRoute {
  return { method, pattern: new RegExp(`^${path.replace(/:[a-z_]+/g, ID)}/?$`), handler }
}

export function findRoute(
  routes: StripeRoute[],
  method: string,
  path: string
): { route: StripeRoute; ids: string[] } | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue
    const match = candidate.pattern.exec(path)
    if (match) return { route: candidate, ids: match.slice(1) }
  }
  return undefined
}

/** `{ id, object, deleted: true }`, what Stripe answers for a deleted object. */
export const deletedObject = (object: StripeObject) => ({
  id: object.id,
  object: object.object,
  deleted: true,
})
