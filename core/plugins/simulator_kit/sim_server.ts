/**
 * The HTTP(S) server every simulator runs on: reads the body, applies latency and one-shot faults, routes to the
 * vendor's handler, writes the answer and records the request. Control requests under `/__sim/` skip faults and
 * the request log; the kit answers the shared ones (faults, request log) and hands the rest to the simulator.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { selfSignedCertificate } from './sim_certificate.js'
import type { SimulatorFaults } from './sim_faults.js'
import {
  json,
  parseCookies,
  proxyErrorPage,
  readRawAndParsedBody,
  sendResponse,
  type SimRequest,
  type SimResponse,
} from './sim_http.js'

const LOG_LIMIT = 20_000

export interface SimRequestLogEntry {
  at: number
  method: string
  /** Path and query. */
  path: string
  status: number
  body: unknown
}

export interface SimServerOptions {
  /** Certificate common name, e.g. "unifi", "omada". */
  name: string
  /** HTTPS with a self-signed certificate (default true, as real controllers). */
  tls?: boolean
  host?: string
  /** 0 (default) picks a free port. */
  port?: number
  /** The simulator's faults; its `expireSessions` hook ends the vendor's sessions or tokens. */
  faults: SimulatorFaults
  /** The vendor's API. */
  vendor(request: SimRequest): SimResponse | Promise<SimResponse>
  /** The vendor's own control routes under /__sim/ (state, seeding…); undefined → 404. */
  control?(request: SimRequest): SimResponse | Promise<SimResponse | undefined> | undefined
  /** How the vendor (or its proxy) answers an injected failure status; default an nginx error page. */
  failure?(status: number): SimResponse
  /** How the vendor answers when it rate-limits; default 429 with Retry-After and a JSON error. */
  rateLimited?(retryAfterSeconds: number): SimResponse
}

export interface SimServer {
  /** Base URL, e.g. "https://127.0.0.1:49152". */
  readonly url: string
  readonly port: number
  readonly faults: SimulatorFaults
  /** Every vendor request served, oldest first (the newest 20,000). */
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  /** Vendor requests received and still being worked on (a test waits for one to have arrived; a hang counts as done). */
  inFlight(): number
  stop(): Promise<void>
}

const defaultFailure = (status: number) => proxyErrorPage(status, http.STATUS_CODES[status])
const defaultRateLimited = (seconds: number): SimResponse => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: { error: 'rate_limited', message: 'Too many requests' },
})

export async function startSimServer(options: SimServerOptions): Promise<SimServer> {
  const faults = options.faults
  const requests: SimRequestLogEntry[] = []
  let server: SimServer
  let inFlight = 0

  const kitControl = async (request: SimRequest): Promise<SimResponse> => {
    const route = `${request.method} ${request.path.replace(/\/+$/, '')}`
    const body = request.body && typeof request.body === 'object' ? request.body : {}
    switch (route) {
      case 'GET /__sim/faults':
        return json(200, faults.snapshot())
      case 'POST /__sim/faults': {
        const own = await options.control?.(request)
        faults.apply(body)
        return own ?? json(200, faults.snapshot())
      }
      case 'GET /__sim/requests':
        return json(200, requests.slice(-Number(request.query.get('limit') ?? 1000)))
      case 'DELETE /__sim/requests':
        server.clearRequests()
        return json(200, { cleared: true })
      default:
        return (await options.control?.(request)) ?? json(404, { error: 'unknown control route' })
    }
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://simulator')
    let body: any
    let rawBody = ''
    try {
      ;({ raw: rawBody, parsed: body } = await readRawAndParsedBody(req))
    } catch {
      return sendResponse(res, { status: 413, body: 'Payload too large' })
    }
    const request: SimRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      cookies: parseCookies(req.headers.cookie),
      body,
      rawBody,
    }
    if (url.pathname.startsWith('/__sim/')) {
      try {
        return sendResponse(res, await kitControl(request))
      } catch (error) {
        return sendResponse(res, json(400, { error: (error as Error).message }))
      }
    }
    const log = (status: number) => {
      requests.push({
        at: Date.now(),
        method: request.method,
        path: url.pathname + url.search,
        status,
        body,
      })
      if (requests.length > LOG_LIMIT * 1.25) requests.splice(0, requests.length - LOG_LIMIT)
    }
    // The fault belongs to the request that arrives now: one still sleeping out a latency a test has since lifted
    // must not take the one-shot fault the next test set for its own request.
    const fault = faults.take()
    inFlight++
    try {
      if (faults.latencyMs > 0) await sleep(faults.latencyMs)
      if (fault?.kind === 'hang') return log(0)
      let response: SimResponse
      if (fault?.kind === 'fail') response = (options.failure ?? defaultFailure)(fault.status)
      else if (fault?.kind === 'rateLimit')
        response = (options.rateLimited ?? defaultRateLimited)(fault.retryAfterSeconds)
      else if (fault?.kind === 'garbage')
        response = {
          status: 200,
          body: '<html><body>Service temporarily unavail',
          contentType: 'text/html',
        }
      else {
        try {
          response = await options.vendor(request)
        } catch (error) {
          response = { status: 500, body: { error: 'simulator_error', message: String(error) } }
        }
      }
      log(response.status)
      sendResponse(res, response)
    } finally {
      inFlight--
    }
  }

  const tls = options.tls ?? true
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => void handler(req, res)
  const httpServer = tls
    ? https.createServer(
        { ...(await selfSignedCertificate(options.name)), keepAlive: true },
        listener
      )
    : http.createServer({ keepAlive: true }, listener)
  httpServer.keepAliveTimeout = 65_000
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (httpServer.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host

  server = {
    url: `${tls ? 'https' : 'http'}://${urlHost}:${port}`,
    port,
    faults,
    requests,
    clearRequests: () => {
      requests.length = 0
    },
    inFlight: () => inFlight,
    stop: () =>
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      }),
  }
  return server
}
