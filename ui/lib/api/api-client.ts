import { API_BASE_PATH } from '@/config/constants'
import { ApiError } from './api-error'
import { readXsrfToken } from './csrf'
import { buildUrl, encodeBody, readBody, readErrorBody, type QueryParams } from './http'

export type { QueryParams }
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  params?: QueryParams
  /** JSON-encoded, except a FormData, which goes as is (multipart, the browser sets its Content-Type). */
  body?: unknown
  /** 'blob' resolves with the raw answer (e.g. a PDF) instead of parsing it. */
  responseType?: 'json' | 'blob'
  /** The Accept header; JSON unless the caller wants another type (errors still answer JSON). */
  accept?: string
  /** Error statuses the caller handles itself: the global handling of spec §7 is skipped for them. */
  expect?: number[]
  signal?: AbortSignal
}

/** How the app reacts to the statuses of spec §7; wired to the router, session and toasts at start-up. */
export interface ResponseHandlers {
  language(): string
  /** Opens the password-confirm modal; resolves true once the password was confirmed. */
  confirmPassword(): Promise<boolean>
  sessionEnded(): void
  /** 403; the error tells a plain refusal from one that asks for something first (two-factor set-up). */
  forbidden(error: ApiError): void
  notFound(): void
  serverError(error: ApiError): void
}

const MUTATING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])
const MAX_PASSWORD_PROMPTS = 2

const noHandlers: ResponseHandlers = {
  language: () => 'en',
  confirmPassword: async () => false,
  sessionEnded: () => {},
  forbidden: () => {},
  notFound: () => {},
  serverError: () => {},
}

export function createApiClient(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  baseUrl = API_BASE_PATH
) {
  let handlers = noHandlers
  let csrfRequest: Promise<void> | null = null

  function refreshCsrfCookie(): Promise<void> {
    csrfRequest ??= fetchImpl(`${baseUrl}/secure/csrf-cookie`, { credentials: 'include' })
      .then(() => undefined)
      .finally(() => {
        csrfRequest = null
      })
    return csrfRequest
  }

  async function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'Accept': options.accept ?? 'application/json',
      'Accept-Language': handlers.language(),
    }
    const { body, contentType } = encodeBody(options.body)
    if (contentType) headers['Content-Type'] = contentType
    if (MUTATING.has(method)) {
      if (readXsrfToken() === null) await refreshCsrfCookie()
      const token = readXsrfToken()
      if (token !== null) headers['X-XSRF-TOKEN'] = token
    }
    try {
      return await fetchImpl(buildUrl(baseUrl, path, options.params), {
        method,
        headers,
        credentials: 'include',
        body,
        signal: options.signal,
      })
    } catch (cause) {
      if (options.signal?.aborted) throw cause
      throw new ApiError(0, { code: 'E_NETWORK', message: String(cause) })
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {}
  ): Promise<T> {
    let passwordPrompts = 0
    let csrfRetried = false
    for (;;) {
      const response = await send(method, path, options)
      if (response.ok)
        return (
          options.responseType === 'blob' ? await response.blob() : await readBody(response)
        ) as T

      const error = new ApiError(
        response.status,
        await readErrorBody(response),
        response.headers.get('Retry-After')
      )
      if (options.expect?.includes(error.status)) throw error

      if (error.status === 423 && passwordPrompts < MAX_PASSWORD_PROMPTS) {
        passwordPrompts += 1
        if (await handlers.confirmPassword()) continue
        error.handled = true
        throw error
      }
      if (error.status === 419 && MUTATING.has(method) && !csrfRetried) {
        // A stale CSRF cookie looks like 419 too: refresh it once before ending the session.
        csrfRetried = true
        await refreshCsrfCookie()
        continue
      }
      react(error)
      throw error
    }
  }

  function react(error: ApiError) {
    if (error.status === 401 || error.status === 419) handlers.sessionEnded()
    else if (error.status === 403) handlers.forbidden(error)
    else if (error.status === 404) handlers.notFound()
    else if (error.status >= 500) handlers.serverError(error)
    else return
    error.handled = true
  }

  const withBody = <T>(method: HttpMethod, path: string, body: unknown, options?: RequestOptions) =>
    request<T>(method, path, { ...options, body })

  return {
    setHandlers(next: Partial<ResponseHandlers>) {
      handlers = { ...noHandlers, ...next }
    },
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      withBody<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      withBody<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      withBody<T>('PATCH', path, body, options),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      withBody<T>('DELETE', path, body, options),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** The one client of the app. */
export const api = createApiClient()
