import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, parseRetryAfter } from '../src/lib/api-client.js'
import { airdeckApi } from '../src/lib/airdeck-api.js'
import { CliError } from '../src/lib/cli-error.js'
import { exitCodeFor } from '../src/lib/exit-codes.js'

type Seen = { method?: string; url?: string; authorization?: string; body?: unknown }
const seen: Seen = {}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

/** Answers like the Airdeck API for the few routes and failures the client must understand. */
async function fakeApi(req: IncomingMessage, res: ServerResponse) {
  let raw = ''
  for await (const chunk of req) raw += chunk
  Object.assign(seen, {
    method: req.method,
    url: req.url,
    authorization: req.headers.authorization,
  })
  seen.body = raw ? JSON.parse(raw) : undefined

  switch (`${req.method} ${req.url}`) {
    case 'POST /rest/auth/token': {
      const { email, password } = seen.body as { email: string; password: string }
      if (email === 'slow@example.com')
        return json(
          res,
          429,
          { code: 'E_TOO_MANY_REQUESTS', message: 'Too many' },
          { 'Retry-After': '42' }
        )
      if (!email.includes('@')) {
        return json(res, 422, {
          code: 'E_VALIDATION_ERROR',
          message: 'Invalid',
          errors: [{ field: 'email', rule: 'email', message: 'Not an e-mail' }],
        })
      }
      if (password !== 'right')
        return json(res, 400, { code: 'E_INVALID_CREDENTIALS', message: 'Nope' })
      return json(res, 201, {
        id: 12,
        type: 'bearer',
        token: 'adk_abc',
        name: 'cli',
        abilities: ['*'],
        last_used_at: null,
        expires_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
    }
    case 'GET /rest/self':
      if (req.headers.authorization !== 'Bearer adk_abc')
        return json(res, 401, { code: 'E_UNAUTHORIZED', message: 'Sign in' })
      return json(res, 200, {
        id: 1,
        name: 'Example',
        firstname: 'Alice',
        lang: 'en',
        is_admin: false,
      })
    case 'DELETE /rest/users/me/tokens/12':
      res.writeHead(204).end()
      return
    case 'GET /boom':
      return json(res, 500, {
        code: 'E_INTERNAL_SERVER_ERROR',
        message: 'Oops',
        requestId: 'req-1',
      })
    case 'GET /gateway':
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>')
      return
    case 'GET /html':
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html>')
      return
    case 'GET /slow':
      setTimeout(() => json(res, 200, {}), 500)
      return
    default:
      return json(res, 404, { code: 'E_NOT_FOUND', message: 'Not found' })
  }
}

let server: Server
let apiUrl: string

beforeAll(async () => {
  server = createServer((req, res) => void fakeApi(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function failureOf(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(CliError)
  return error as CliError
}

describe('ApiClient', () => {
  it('creates a token with a JSON body', async () => {
    const token = await airdeckApi.createToken(new ApiClient({ apiUrl }), {
      email: 'a@example.com',
      password: 'right',
      name: 'cli',
    })
    expect(token).toMatchObject({ id: 12, type: 'bearer', token: 'adk_abc' })
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/rest/auth/token',
      body: { email: 'a@example.com', password: 'right', name: 'cli' },
    })
    expect(seen.authorization).toBeUndefined()
  })

  it('sends the bearer token', async () => {
    const self = await airdeckApi.getSelf(new ApiClient({ apiUrl, token: 'adk_abc' }))
    expect(self).toMatchObject({ firstname: 'Alice' })
    expect(seen.authorization).toBe('Bearer adk_abc')
  })

  it('returns nothing for a 204', async () => {
    await expect(
      airdeckApi.deleteToken(new ApiClient({ apiUrl, token: 'adk_abc' }), 12)
    ).resolves.toBeUndefined()
    expect(seen).toMatchObject({ method: 'DELETE', url: '/rest/users/me/tokens/12' })
  })

  it('maps invalid credentials to exit 4', async () => {
    const error = await failureOf(
      airdeckApi.createToken(new ApiClient({ apiUrl }), {
        email: 'a@example.com',
        password: 'wrong',
        name: 'cli',
      })
    )
    expect(error.code).toBe('E_INVALID_CREDENTIALS')
    expect(error.details).toMatchObject({ status: 400, serverMessage: 'Nope' })
    expect(exitCodeFor(error.code)).toBe(4)
  })

  it('keeps validation field errors and maps them to exit 2', async () => {
    const error = await failureOf(
      airdeckApi.createToken(new ApiClient({ apiUrl }), {
        email: 'nope',
        password: 'x',
        name: 'cli',
      })
    )
    expect(error.code).toBe('E_VALIDATION_ERROR')
    expect(error.details.errors).toEqual([
      { field: 'email', rule: 'email', message: 'Not an e-mail' },
    ])
    expect(exitCodeFor(error.code)).toBe(2)
  })

  it('reads Retry-After when throttled and maps to exit 5', async () => {
    const error = await failureOf(
      airdeckApi.createToken(new ApiClient({ apiUrl }), {
        email: 'slow@example.com',
        password: 'x',
        name: 'cli',
      })
    )
    expect(error.code).toBe('E_TOO_MANY_REQUESTS')
    expect(error.details.retryAfterSeconds).toBe(42)
    expect(exitCodeFor(error.code)).toBe(5)
  })

  it('maps a rejected token to exit 3', async () => {
    const error = await failureOf(
      airdeckApi.getSelf(new ApiClient({ apiUrl, token: 'adk_revoked' }))
    )
    expect(error.code).toBe('E_UNAUTHORIZED')
    expect(exitCodeFor(error.code)).toBe(3)
  })

  it('keeps the request id of a server error', async () => {
    const error = await failureOf(new ApiClient({ apiUrl }).get('/boom'))
    expect(error.code).toBe('E_INTERNAL_SERVER_ERROR')
    expect(error.details.requestId).toBe('req-1')
    expect(exitCodeFor(error.code)).toBe(1)
  })

  it('treats a gateway error without JSON as an unavailable server', async () => {
    const error = await failureOf(new ApiClient({ apiUrl }).get('/gateway'))
    expect(error).toMatchObject({ code: 'E_SERVER_UNAVAILABLE', details: { status: 502 } })
    expect(exitCodeFor(error.code)).toBe(6)
  })

  it('rejects a success that is not JSON', async () => {
    const error = await failureOf(new ApiClient({ apiUrl }).get('/html'))
    expect(error).toMatchObject({ code: 'E_UNEXPECTED_RESPONSE', details: { status: 200 } })
  })

  it('maps a refused connection to exit 6', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))

    const error = await failureOf(
      new ApiClient({ apiUrl: `http://127.0.0.1:${port}` }).get('/rest/self')
    )
    expect(error.code).toBe('E_SERVER_UNREACHABLE')
    expect(exitCodeFor(error.code)).toBe(6)
  })

  it('gives up after the timeout', async () => {
    const error = await failureOf(new ApiClient({ apiUrl, timeoutMs: 50 }).get('/slow'))
    expect(error.code).toBe('E_SERVER_TIMEOUT')
    expect(exitCodeFor(error.code)).toBe(6)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('30', now)).toBe(30)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60)
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
  })
})
