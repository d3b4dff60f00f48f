import { Agent, request } from 'undici'
import type { Dispatcher } from 'undici'
import { guardedConnector, isLoopbackHost } from '#kernel/outbound/guarded_connector'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import { deadline as deadlineSignal } from '#kernel/outbound/deadline'
import { controllerPolicy, type OutboundPolicy } from '#kernel/outbound/outbound_policy'
import type { PluginHttp, PluginHttpRequest, PluginHttpResponse } from './define_plugin.js'
import { ControllerUnavailableError, ControllerUnexpectedError } from './plugin_errors.js'

export interface PluginHttpOptions {
  /** False accepts self-signed certificates, as most on-site controllers have. */
  verifyTls: boolean
  /**
   * Which addresses the plugin may reach (architecture §10, the guard of webhooks): public ones, loopback where
   * OUTBOUND_ALLOW_PRIVATE says so, and the CONTROLLER_PRIVATE_NETWORKS of a controller marked `private_network`.
   * Checked on the address actually connected to, redirects included. Default: `controllerPolicy()`.
   */
  policy?: OutboundPolicy
  /** Whole request, headers and body included (default 10 s). */
  timeoutMs?: number
  /** TCP + TLS handshake (default: the overall timeout). */
  connectTimeoutMs?: number
  /**
   * Who answers, as failures name it in logs and the admin's "last error": "the controller" (default) or the
   * integration's service ("Mailchimp is unreachable").
   */
  peer?: string
}

const DEFAULT_TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 5
/** Sockets kept per controller origin: a sync of many sites reuses them instead of opening thousands. */
const CONNECTIONS_PER_ORIGIN = 16

/** One keep-alive pool per TLS setting, connect timeout and address policy, shared by every connection of the process. */
const agents = new Map<string, Agent>()
const rangeIds = new WeakMap<object, number>()
let nextRangeId = 1

function rangesKey(ranges: OutboundPolicy['privateRanges']) {
  if (!ranges) return 0
  if (!rangeIds.has(ranges)) rangeIds.set(ranges, nextRangeId++)
  return rangeIds.get(ranges)!
}

function agentFor(verifyTls: boolean, connectTimeoutMs: number, policy: OutboundPolicy): Agent {
  const key = `${verifyTls}:${connectTimeoutMs}:${policy.allowLoopback}:${rangesKey(policy.privateRanges)}`
  let agent = agents.get(key)
  if (!agent) {
    agent = new Agent({
      connections: CONNECTIONS_PER_ORIGIN,
      keepAliveTimeout: 10_000,
      connect: guardedConnector(policy, connectTimeoutMs, verifyTls),
    })
    agents.set(key, agent)
  }
  return agent
}

/** https only, unless OUTBOUND_ALLOW_HTTP (development) or the host is loopback and reachable (simulators). */
function assertScheme(url: string, policy: OutboundPolicy) {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new OutboundError('invalid_url', 'not a URL')
  }
  if (parsed.protocol === 'https:') return
  if (
    parsed.protocol === 'http:' &&
    (policy.allowHttp || (policy.allowLoopback && isLoopbackHost(parsed.hostname)))
  )
    return
  throw new OutboundError(
    parsed.protocol === 'http:' ? 'insecure_url' : 'invalid_url',
    `refused ${parsed.protocol} URL`
  )
}

/** Closes the shared pools (process shutdown, end of a test run). */
export async function closePluginHttpAgents() {
  const all = [...agents.values()]
  agents.clear()
  await Promise.allSettled(all.map((agent) => agent.close()))
}

export function createPluginHttp(options: PluginHttpOptions): PluginHttp {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const connectTimeoutMs = options.connectTimeoutMs ?? timeoutMs
  const policy = options.policy ?? controllerPolicy()
  const peer = options.peer ?? 'the controller'

  return {
    async request(req) {
      // Looked up per request, not kept: a client made before the pools were closed (tests do) must not use a closed one.
      const dispatcher = agentFor(options.verifyTls, connectTimeoutMs, policy)
      const deadline = req.timeoutMs ?? timeoutMs
      let current = req
      for (let hop = 0; ; hop++) {
        const response = await send(dispatcher, current, deadline, policy, peer)
        const location = response.headers.location
        if (!req.followRedirects || !location || response.status < 300 || response.status >= 400)
          return response
        if (hop >= MAX_REDIRECTS)
          throw new ControllerUnexpectedError(`${peer} redirected too many times`, current.url)
        const method = response.status === 303 ? 'GET' : current.method
        current = {
          ...current,
          method,
          url: new URL(location, current.url).href,
          body: method === 'GET' ? undefined : current.body,
        }
      }
    },
  }
}

async function send(
  dispatcher: Dispatcher,
  req: PluginHttpRequest,
  timeoutMs: number,
  policy: OutboundPolicy,
  peer: string
): Promise<PluginHttpResponse> {
  try {
    assertScheme(req.url, policy)
  } catch (error) {
    throw asUnavailable(error, req, timeoutMs, false, peer)
  }
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers }
  let body: string | undefined
  if (req.form) {
    body = new URLSearchParams(req.form).toString()
    headers['content-type'] = 'application/x-www-form-urlencoded'
  } else if (req.body !== undefined) {
    body = JSON.stringify(req.body)
    headers['content-type'] = 'application/json'
  }

  const { signal, clear } = deadlineSignal(timeoutMs)
  try {
    const response = await request(req.url, {
      method: req.method,
      headers,
      body,
      dispatcher,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    })
    const text = await response.body.text()
    return toPluginResponse(response.statusCode, response.headers, text, peer)
  } catch (error) {
    throw asUnavailable(error, req, timeoutMs, signal.aborted, peer)
  } finally {
    clear()
  }
}

function toPluginResponse(
  status: number,
  raw: Record<string, string | string[] | undefined>,
  body: string,
  peer: string
) {
  const headers: Record<string, string> = {}
  let setCookies: string[] = []
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    const lower = name.toLowerCase()
    if (lower === 'set-cookie') setCookies = Array.isArray(value) ? value : [value]
    headers[lower] = Array.isArray(value) ? value.join(', ') : value
  }
  return {
    status,
    headers,
    setCookies,
    body,
    json<T>(): T {
      try {
        return JSON.parse(body) as T
      } catch (error) {
        throw new ControllerUnexpectedError(
          `${peer} answered something that is not JSON`,
          body.slice(0, 200),
          {
            cause: error,
          }
        )
      }
    },
  } satisfies PluginHttpResponse
}

/** The guard's refusal, wherever undici wrapped it. */
export function guardRefusal(error: unknown): OutboundError | null {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (
      current instanceof OutboundError &&
      ['blocked_address', 'insecure_url', 'invalid_url'].includes(current.kind)
    )
      return current
  }
  return null
}

function asUnavailable(
  error: unknown,
  req: PluginHttpRequest,
  timeoutMs: number,
  timedOut: boolean,
  peer: string
) {
  if (error instanceof ControllerUnavailableError || error instanceof ControllerUnexpectedError)
    return error
  const refused = guardRefusal(error)
  if (refused)
    return new ControllerUnavailableError(
      'the address is not allowed',
      `${req.method} ${req.url.slice(0, 200)}: ${refused.message}`,
      { cause: refused }
    )
  const code = (error as { code?: string })?.code ?? (error as Error)?.name ?? 'unknown'
  const where = `${req.method} ${new URL(req.url).origin}`
  const isTimeout = timedOut || /TIMEOUT/i.test(code) || (error as Error)?.name === 'TimeoutError'
  const message = isTimeout
    ? `${peer} did not answer within ${timeoutMs} ms`
    : `${peer} is unreachable`
  return new ControllerUnavailableError(message, `${where}: ${code}`, { cause: error })
}
