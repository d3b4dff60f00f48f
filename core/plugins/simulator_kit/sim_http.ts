/**
 * Request and response shapes every simulator's router works with, and the parsing they share. A simulator
 * answers plain objects (sent as JSON) or strings; the server does the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface SimRequest {
  method: string
  /** Path without query, e.g. "/proxy/network/api/s/default/stat/sta". */
  path: string
  query: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  cookies: Record<string, string>
  /** JSON bodies parsed, form-encoded bodies as an object of strings, anything else as text; undefined when empty. */
  body: any
  /** The body exactly as received (signature checks need the signed bytes); empty string when there was none. */
  rawBody?: string
}

export interface SimResponse {
  status: number
  headers?: Record<string, string | string[]>
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown
  contentType?: string
}

export const MAX_SIM_BODY = 1024 * 1024

export function parseCookies(cookieHeader: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  if (!cookieHeader) return cookies
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim())
  }
  return cookies
}

export function header(request: SimRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: SimRequest): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')
  return match?.[1]
}

export async function readBody(req: IncomingMessage): Promise<any> {
  return (await readRawAndParsedBody(req)).parsed
}

/** The body as received and as `readBody` parses it. */
export async function readRawAndParsedBody(
  req: IncomingMessage
): Promise<{ raw: string; parsed: any }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_SIM_BODY) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  if (size === 0) return { raw: '', parsed: undefined }
  const text = Buffer.concat(chunks).toString('utf8')
  if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return { raw: text, parsed: Object.fromEntries(new URLSearchParams(text)) }
  }
  try {
    return { raw: text, parsed: JSON.parse(text) }
  } catch {
    return { raw: text, parsed: text }
  }
}

export function sendResponse(res: ServerResponse, response: SimResponse) {
  const isText = typeof response.body === 'string'
  const payload =
    response.body === undefined
      ? ''
      : isText
        ? (response.body as string)
        : JSON.stringify(response.body)
  const headers: Record<string, string | string[] | number> = { ...response.headers }
  headers['content-type'] =
    response.contentType ??
    (isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8')
  headers['content-length'] = Buffer.byteLength(payload)
  res.writeHead(response.status, headers)
  res.end(payload)
}

export const json = (
  status: number,
  body: unknown,
  headers?: Record<string, string>
): SimResponse => ({ status, body, headers })

/** What a reverse proxy in front of a vendor's API answers on a 5xx: an HTML page, not the vendor's JSON. */
export function proxyErrorPage(status: number, statusText = 'Error'): SimResponse {
  const title = `${status} ${statusText}`
  const body = `<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>nginx</center></body></html>\n`
  return { status, body, contentType: 'text/html' }
}
