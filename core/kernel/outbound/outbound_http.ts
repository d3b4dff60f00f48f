import { Agent, request } from 'undici'
import { guardedConnector, resolveReachable } from '#kernel/outbound/guarded_connector'
import { asOutboundError, OutboundError } from '#kernel/outbound/outbound_errors'
import { outboundPolicy, type OutboundPolicy } from '#kernel/outbound/outbound_policy'
import { deadline } from '#kernel/outbound/deadline'

/**
 * The one HTTP client for URLs a user typed (architecture §10): webhooks, integration endpoints, controller URLs.
 * https only (unless OUTBOUND_ALLOW_HTTP), public addresses only, checked on the address actually connected to
 * (see guarded_connector.ts), a deadline on the whole exchange and a cap on the answer's size. Redirects are not
 * followed: the caller sees the 3xx.
 */
export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The whole exchange, connect to last byte (default 10 s). */
  timeoutMs?: number
  /** Bytes of the answer read at most (default 1 MiB). */
  maxResponseBytes?: number
  /** Past the cap: keep what was read and mark it `truncated` (true), or fail with `too_large` (default). */
  truncate?: boolean
}

export interface OutboundResponse {
  status: number
  headers: Record<string, string>
  body: string
  truncated: boolean
  durationMs: number
}

const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024
const CONNECT_TIMEOUT_MS = 5_000
const CONNECTIONS_PER_ORIGIN = 16

const agents = new Map<string, Agent>()

function agentFor(policy: OutboundPolicy) {
  const key = `${policy.allowLoopback}`
  let agent = agents.get(key)
  if (!agent) {
    agent = new Agent({
      connections: CONNECTIONS_PER_ORIGIN,
      keepAliveTimeout: 10_000,
      connect: guardedConnector(policy, CONNECT_TIMEOUT_MS),
    })
    agents.set(key, agent)
  }
  return agent
}

/** Closes the shared pools (process shutdown, end of a test run). */
export async function closeOutboundAgents() {
  const all = [...agents.values()]
  agents.clear()
  await Promise.allSettled(all.map((agent) => agent.close()))
}

/** Parses the URL and checks its scheme; throws `invalid_url` or `insecure_url`. */
export function parseOutboundUrl(url: string, policy: OutboundPolicy = outboundPolicy()): URL {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new OutboundError('invalid_url', 'not a URL')
  }
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && policy.allowHttp))
    return parsed
  if (parsed.protocol === 'http:')
    throw new OutboundError('insecure_url', 'only https URLs are accepted')
  throw new OutboundError('invalid_url', `unsupported scheme ${parsed.protocol}`)
}

/** Save-time check of a URL a user typed: scheme, and every address its name resolves to now. */
export async function checkOutboundUrl(url: string, policy: OutboundPolicy = outboundPolicy()) {
  const parsed = parseOutboundUrl(url, policy)
  await resolveReachable(parsed.hostname, policy)
  return parsed
}

export async function outboundRequest(
  req: OutboundRequest,
  policy: OutboundPolicy = outboundPolicy()
): Promise<OutboundResponse> {
  const url = parseOutboundUrl(req.url, policy)
  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const { signal, clear } = deadline(timeoutMs)
  const started = performance.now()
  try {
    const response = await request(url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      dispatcher: agentFor(policy),
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    })
    const { text, truncated } = await readCapped(
      response.body,
      req.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES
    )
    if (truncated && !req.truncate)
      throw new OutboundError('too_large', 'the answer is larger than allowed')
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined)
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
    return {
      status: response.statusCode,
      headers,
      body: text,
      truncated,
      durationMs: Math.round(performance.now() - started),
    }
  } catch (error) {
    throw asOutboundError(error, signal.aborted)
  } finally {
    clear()
  }
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }, maxBytes: number) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    if (size + chunk.length > maxBytes) {
      chunks.push(chunk.subarray(0, maxBytes - size))
      body.destroy()
      return { text: Buffer.concat(chunks).toString('utf8'), truncated: true }
    }
    chunks.push(chunk)
    size += chunk.length
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false }
}
