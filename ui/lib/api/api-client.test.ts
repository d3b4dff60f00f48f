import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/render'
import { createApiClient } from './api-client'
import { ApiError } from './api-error'

type Call = [string, RequestInit]

function setup(responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? jsonResponse(200, {}))
  const client = createApiClient(fetchMock as unknown as typeof fetch, '/rest')
  const handlers = {
    language: () => 'fr',
    confirmPassword: vi.fn(async () => true),
    sessionEnded: vi.fn(),
    forbidden: vi.fn(),
    notFound: vi.fn(),
    serverError: vi.fn(),
  }
  client.setHandlers(handlers)
  const calls = () => fetchMock.mock.calls as unknown as Call[]
  return { client, fetchMock, handlers, calls }
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

describe('api client', () => {
  beforeEach(clearCookies)

  it('calls /rest with credentials, JSON and the interface language', async () => {
    const { client, calls } = setup([jsonResponse(200, { id: 1 })])
    await expect(client.get('/self', { params: { page: 2, q: undefined } })).resolves.toEqual({
      id: 1,
    })
    const [url, init] = calls()[0]!
    expect(url).toBe('/rest/self?page=2')
    expect(init.credentials).toBe('include')
    expect(init.headers).toMatchObject({ 'Accept': 'application/json', 'Accept-Language': 'fr' })
  })

  it('fetches the CSRF cookie before the first write and sends it decoded as X-XSRF-TOKEN', async () => {
    const { client, calls, fetchMock } = setup([])
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/'
      return new Response(null, { status: 204 })
    })
    await client.post('/auth/login', { email: 'a@b.c', password: 'x' })
    expect(calls()[0]![0]).toBe('/rest/secure/csrf-cookie')
    const [url, init] = calls()[1]!
    expect(url).toBe('/rest/auth/login')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({
      'X-XSRF-TOKEN': 'abc==',
      'Content-Type': 'application/json',
    })
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'x' }))
  })

  it('does not fetch the CSRF cookie again while it exists, nor for reads', async () => {
    document.cookie = 'XSRF-TOKEN=token; path=/'
    const { client, calls } = setup([jsonResponse(200, {}), new Response(null, { status: 204 })])
    await client.get('/self')
    await client.delete('/users/1')
    expect(calls().map(([url]) => url)).toEqual(['/rest/self', '/rest/users/1'])
  })

  it('423: asks for the password, then retries the same request', async () => {
    const { client, handlers, calls } = setup([
      jsonResponse(423, { code: 'E_PASSWORD_CONFIRMATION_REQUIRED', message: 'x' }),
      jsonResponse(200, { data: 'mine' }),
    ])
    await expect(client.get('/self/data')).resolves.toEqual({ data: 'mine' })
    expect(handlers.confirmPassword).toHaveBeenCalledOnce()
    expect(calls().map(([url]) => url)).toEqual(['/rest/self/data', '/rest/self/data'])
  })

  it('423: a cancelled confirmation rejects without retrying', async () => {
    const { client, handlers, calls } = setup([
      jsonResponse(423, { code: 'E_PASSWORD_CONFIRMATION_REQUIRED' }),
    ])
    handlers.confirmPassword.mockResolvedValueOnce(false)
    const error = await client.get('/self/data').catch((failure: ApiError) => failure)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 423, handled: true })
    expect(calls()).toHaveLength(1)
  })

  it('403 goes to no-access', async () => {
    const { client, handlers } = setup([jsonResponse(403, { code: 'E_FORBIDDEN', message: 'no' })])
    await expect(client.get('/admin/mails')).rejects.toMatchObject({
      status: 403,
      code: 'E_FORBIDDEN',
      handled: true,
    })
    expect(handlers.forbidden).toHaveBeenCalledOnce()
  })

  it('401 ends the session', async () => {
    const { client, handlers } = setup([jsonResponse(401, { code: 'E_UNAUTHORIZED' })])
    await expect(client.get('/users/me')).rejects.toMatchObject({ status: 401 })
    expect(handlers.sessionEnded).toHaveBeenCalledOnce()
  })

  it('419 on a write refreshes the CSRF cookie once, then ends the session', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/'
    const { client, handlers, calls } = setup([
      jsonResponse(419, { code: 'E_BAD_CSRF_TOKEN' }),
      new Response(null, { status: 204 }),
      jsonResponse(419, { code: 'E_BAD_CSRF_TOKEN' }),
    ])
    await expect(client.put('/self', { lang: 'nl' })).rejects.toMatchObject({ status: 419 })
    expect(calls().map(([url]) => url)).toEqual([
      '/rest/self',
      '/rest/secure/csrf-cookie',
      '/rest/self',
    ])
    expect(handlers.sessionEnded).toHaveBeenCalledOnce()
  })

  it('419 after a refreshed CSRF cookie that then succeeds does not end the session', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/'
    const { client, handlers } = setup([
      jsonResponse(419, { code: 'E_BAD_CSRF_TOKEN' }),
      new Response(null, { status: 204 }),
      jsonResponse(200, { ok: true }),
    ])
    await expect(client.post('/auth/login', {})).resolves.toEqual({ ok: true })
    expect(handlers.sessionEnded).not.toHaveBeenCalled()
  })

  it('500 shows the general error and keeps the request id', async () => {
    const { client, handlers } = setup([
      jsonResponse(500, { code: 'E_INTERNAL_SERVER_ERROR', message: 'boom', requestId: 'req-1' }),
    ])
    await expect(client.get('/self')).rejects.toMatchObject({
      status: 500,
      requestId: 'req-1',
      handled: true,
    })
    expect(handlers.serverError).toHaveBeenCalledOnce()
  })

  it('404 shows not found and goes home, unless the caller expects it', async () => {
    const { client, handlers } = setup([
      jsonResponse(404, { code: 'E_NOT_FOUND' }),
      jsonResponse(404, { code: 'E_INVITE_INVALID' }),
    ])
    await expect(client.get('/locations/9')).rejects.toMatchObject({ status: 404, handled: true })
    await expect(client.get('/auth/invite', { expect: [404] })).rejects.toMatchObject({
      code: 'E_INVITE_INVALID',
      handled: false,
    })
    expect(handlers.notFound).toHaveBeenCalledOnce()
  })

  it('passes field errors and Retry-After to the caller without global handling', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/'
    const { client, handlers } = setup([
      jsonResponse(422, {
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'email', rule: 'email', message: 'bad' }],
      }),
      jsonResponse(429, { code: 'E_TOO_MANY_REQUESTS' }, { 'Retry-After': '42' }),
    ])
    const invalid = (await client
      .post('/auth/register', {})
      .catch((error: unknown) => error)) as ApiError
    expect(invalid.fieldError('email')?.rule).toBe('email')
    const throttled = (await client
      .post('/auth/login', {})
      .catch((error: unknown) => error)) as ApiError
    expect(throttled.retryAfterSeconds).toBe(42)
    expect(
      Object.values(handlers).filter(
        (handler) => vi.isMockFunction(handler) && handler.mock.calls.length
      )
    ).toEqual([])
  })

  it('turns a network failure into E_NETWORK', async () => {
    const { client, fetchMock } = setup([])
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(client.get('/self')).rejects.toMatchObject({ status: 0, code: 'E_NETWORK' })
  })

  it('returns undefined for 204 answers', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/'
    const { client } = setup([new Response(null, { status: 204 })])
    await expect(client.post('/auth/logout')).resolves.toBeUndefined()
  })

  it('sends a FormData body as is, letting the browser set the multipart Content-Type', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/'
    const { client, calls } = setup([jsonResponse(200, { id: 3 })])
    const body = new FormData()
    body.append('logo', new Blob(['png'], { type: 'image/png' }), 'logo.png')
    await expect(client.post('/customers/3/logo', body)).resolves.toEqual({ id: 3 })
    const [, init] = calls()[0]!
    expect(init.body).toBe(body)
    expect(init.headers).not.toHaveProperty('Content-Type')
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 't' })
  })

  it('answers a Blob when asked, and handles its errors like any other call', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/'
    const { client, handlers, calls } = setup([
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      jsonResponse(403, { code: 'E_FORBIDDEN' }),
    ])
    const pdf = await client.post<Blob>('/locations/1/print/label', undefined, {
      responseType: 'blob',
      accept: 'application/pdf',
    })
    expect(pdf).toBeInstanceOf(Blob)
    expect(pdf.size).toBe('%PDF-1.7'.length)
    expect(calls()[0]![1].headers).toMatchObject({ Accept: 'application/pdf' })
    await expect(
      client.post('/locations/2/print/label', undefined, { responseType: 'blob' })
    ).rejects.toMatchObject({ status: 403, handled: true })
    expect(handlers.forbidden).toHaveBeenCalledOnce()
  })
})
