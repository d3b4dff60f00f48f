import { CliError, type FieldError } from './cli-error.js'
import { CLI_VERSION } from './version.js'
import { language } from './texts.js'

export type ApiClientOptions = {
  apiUrl: string
  token?: string
  timeoutMs?: number
}

type ErrorBody = { code?: unknown; message?: unknown; errors?: unknown; requestId?: unknown }

/** A creating or moving POST: the same key on a retry is applied once by the server (docs/api.md). */
export type PostOptions = { idempotencyKey?: string }

const CODE_BY_STATUS: Record<number, string> = {
  400: 'E_BAD_REQUEST',
  401: 'E_UNAUTHORIZED',
  403: 'E_FORBIDDEN',
  404: 'E_NOT_FOUND',
  422: 'E_VALIDATION_ERROR',
  429: 'E_TOO_MANY_REQUESTS',
}

/** Speaks JSON to `/rest` and turns every failure into a `CliError` with an `E_*` code. */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  get<T>(path: string) {
    return this.request<T>('GET', path)
  }

  post<T>(path: string, body: unknown, { idempotencyKey }: PostOptions = {}) {
    return this.request<T>('POST', path, body, idempotencyKey)
  }

  patch<T>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body)
  }

  delete(path: string) {
    return this.request<void>('DELETE', path)
  }

  /** A body sent as it is (a multipart upload, possibly streamed to follow its progress). */
  upload<T>(path: string, body: RawBody) {
    return this.request<T>('POST', path, body)
  }

  private async request<T>(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string
  ): Promise<T> {
    const { apiUrl } = this.options
    const response = await this.send(method, path, body, idempotencyKey)
    if (response.ok) {
      if (response.status === 204) return undefined as T
      const parsed = await readJson(response)
      if (parsed === undefined)
        throw new CliError('E_UNEXPECTED_RESPONSE', { apiUrl, status: response.status })
      return parsed as T
    }
    throw errorFromResponse(response, await readJson(response), apiUrl)
  }

  private async send(
    method: string,
    path: string,
    body: unknown,
    idempotencyKey?: string
  ): Promise<Response> {
    const { apiUrl, token, timeoutMs = 30_000 } = this.options
    const headers: Record<string, string> = {
      'Accept': 'application/json',
      'User-Agent': `airdeck-cli/${CLI_VERSION}`,
      // Signed in, the server answers in the account's language anyway; this covers the answers before sign-in.
      'Accept-Language': language(),
    }
    const raw = body instanceof RawBody ? body : null
    if (body !== undefined) headers['Content-Type'] = raw ? raw.contentType : 'application/json'
    if (token) headers['Authorization'] = `Bearer ${token}`
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
    try {
      return await fetch(`${apiUrl}${path}`, {
        method,
        headers,
        body: raw ? raw.body : body === undefined ? undefined : JSON.stringify(body),
        ...(raw?.body instanceof ReadableStream ? { duplex: 'half' } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      } as RequestInit)
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      throw new CliError(timedOut ? 'E_SERVER_TIMEOUT' : 'E_SERVER_UNREACHABLE', {
        apiUrl,
        cause: error,
        idempotencyKey,
      })
    }
  }
}

export class RawBody {
  constructor(
    readonly body: Uint8Array | ReadableStream<Uint8Array>,
    readonly contentType: string
  ) {}
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

function errorFromResponse(response: Response, body: unknown, apiUrl: string): CliError {
  const { status } = response
  const errorBody = (body && typeof body === 'object' ? body : {}) as ErrorBody
  const code = typeof errorBody.code === 'string' ? errorBody.code : codeForStatus(status)
  return new CliError(code, {
    apiUrl,
    status,
    serverMessage: typeof errorBody.message === 'string' ? errorBody.message : undefined,
    errors: Array.isArray(errorBody.errors) ? (errorBody.errors as FieldError[]) : undefined,
    requestId: typeof errorBody.requestId === 'string' ? errorBody.requestId : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  })
}

function codeForStatus(status: number): string {
  // A proxy answering 502-504 means the API itself is down.
  if (status === 502 || status === 503 || status === 504) return 'E_SERVER_UNAVAILABLE'
  if (status >= 500) return 'E_INTERNAL_SERVER_ERROR'
  return CODE_BY_STATUS[status] ?? 'E_UNEXPECTED_RESPONSE'
}

/** Retry-After is either delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
