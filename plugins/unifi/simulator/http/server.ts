/**
 * The HTTP(S) server: reads the body, applies latency and one-shot faults, routes, writes the answer (JSON built
 * once), and records the request. Control requests under `/__sim/` skip faults and the request log.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import { generate } from 'selfsigned'
import type { SimulatorFaults } from '../faults.js'
import type { UnifiRequestLogEntry } from '../simulator_api.js'
import { legacyError, osError, parseCookies, type SimRequest, type SimResponse } from './responses.js'

const MAX_BODY = 1024 * 1024
const LOG_LIMIT = 20_000

export interface ServerHooks {
  faults: SimulatorFaults
  requests: UnifiRequestLogEntry[]
  vendor(request: SimRequest): SimResponse | Promise<SimResponse>
  control(request: SimRequest): SimResponse | Promise<SimResponse>
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_BODY) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  if (size === 0) return undefined
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function send(res: ServerResponse, response: SimResponse) {
  const isText = typeof response.body === 'string'
  const payload = response.body === undefined ? '' : isText ? (response.body as string) : JSON.stringify(response.body)
  const headers: Record<string, string | string[] | number> = { ...response.headers }
  headers['content-type'] = response.contentType ?? (isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8')
  headers['content-length'] = Buffer.byteLength(payload)
  res.writeHead(response.status, headers)
  res.end(payload)
}

function failure(status: number): SimResponse {
  if (status === 401) return legacyError(401, 'api.err.LoginRequired')
  if (status === 429) return osError(429, 'AUTHENTICATION_FAILED_LIMIT_REACHED', 'Too many requests')
  const title = `${status} ${http.STATUS_CODES[status] ?? 'Error'}`
  const body = `<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>nginx</center></body></html>\n`
  return { status, body, contentType: 'text/html' }
}

export async function createServer(hooks: ServerHooks, tls: boolean) {
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://simulator')
    const isControl = url.pathname.startsWith('/__sim/')
    let body: any
    try {
      body = await readBody(req)
    } catch {
      return send(res, { status: 413, body: 'Payload too large' })
    }
    const request: SimRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      cookies: parseCookies(req.headers.cookie),
      body,
    }
    if (isControl) return send(res, await hooks.control(request))
    const log = (status: number) => {
      hooks.requests.push({ at: Date.now(), method: request.method, path: url.pathname + url.search, status, body })
      if (hooks.requests.length > LOG_LIMIT * 1.25) hooks.requests.splice(0, hooks.requests.length - LOG_LIMIT)
    }
    if (hooks.faults.latencyMs > 0) await sleep(hooks.faults.latencyMs)
    const fault = hooks.faults.take()
    if (fault?.kind === 'hang') return log(0) // never answered: the client has to time out
    let response: SimResponse
    if (fault?.kind === 'fail') response = failure(fault.status)
    else if (fault?.kind === 'garbage') response = { status: 200, body: '<html><body>Service temporarily unavail', contentType: 'text/html' }
    else {
      try {
        response = await hooks.vendor(request)
      } catch (error) {
        response = { status: 500, body: { meta: { rc: 'error', msg: 'api.err.ServerError' }, data: [], error: String(error) } }
      }
    }
    log(response.status)
    send(res, response)
  }

  if (!tls) return http.createServer({ keepAlive: true }, handler)
  const pems = await generate([{ name: 'commonName', value: 'unifi' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 2, value: 'unifi' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  })
  return https.createServer({ key: pems.private, cert: pems.cert, keepAlive: true }, handler)
}
