import { vi } from 'vitest'
import { jsonResponse } from './render'

export interface FakeCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

type Handler = (call: FakeCall) => Response | Promise<Response>

/**
 * Replaces `fetch` with a tiny /rest server: `routes` maps "METHOD /path" (path without /rest, no query) to a
 * handler. Unknown routes answer 404 so a wrong URL fails the test. Every call is recorded.
 */
export function fakeRest(routes: Record<string, Handler>) {
  const calls: FakeCall[] = []
  document.cookie = 'XSRF-TOKEN=test-token'
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const path = decodeURIComponent(url.pathname).replace(/^\/rest/, '')
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, path, query: url.searchParams, body }
    calls.push(call)
    const handler = routes[`${method} ${path}`]
    return handler
      ? handler(call)
      : jsonResponse(404, { code: 'E_NOT_FOUND', message: 'not found' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}
