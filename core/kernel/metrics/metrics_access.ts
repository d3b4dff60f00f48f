import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Who may read /metrics: a scraper with `Authorization: Bearer <METRICS_TOKEN>`, or a process on this machine that
 * connects directly. A request relayed by a proxy also comes from loopback, so forwarding headers take the loopback
 * right away: behind a balancer on the same machine, only the token opens the page.
 */
export function mayReadMetrics(request: IncomingMessage, token: string | undefined) {
  const header = request.headers.authorization ?? ''
  if (token && header.startsWith('Bearer ')) return sameSecret(header.slice(7), token)
  const relayed = request.headers['x-forwarded-for'] || request.headers.forwarded
  return !relayed && LOOPBACK.has(request.socket.remoteAddress ?? '')
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
