/** A small route table: `'PUT /switches/:mac/ports/:port/poe-mode'` patterns matched against a method and a path. */
import type { SiteContext } from '../engine.js'
import type { SimRequest, SimResponse } from '../http/responses.js'

export type SiteHandler = (
  ctx: SiteContext,
  request: SimRequest,
  params: Record<string, string>
) => SimResponse

export interface SiteRoute {
  method: string
  pattern: RegExp
  names: string[]
  handler: SiteHandler
}

export function route(spec: string, handler: SiteHandler): SiteRoute {
  const [method, path] = spec.split(' ')
  const names: string[] = []
  const source = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { method, pattern: new RegExp(`^${source}$`), names, handler }
}

/** The first route of `routes` for the request, with its decoded params. */
export function findRoute(routes: SiteRoute[], method: string, path: string) {
  for (const candidate of routes) {
    if (candidate.method !== method) continue
    const match = candidate.pattern.exec(path)
    if (match) {
      const params = Object.fromEntries(
        candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1])])
      )
      return { handler: candidate.handler, params }
    }
  }
  return null
}

export function bodyOf(request: SimRequest): Record<string, any> {
  return request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? request.body
    : {}
}
