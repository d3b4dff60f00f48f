export interface FieldError {
  field: string
  rule: string
  message: string
}

interface ErrorBody {
  code?: string
  message?: string
  errors?: FieldError[]
  requestId?: string
  request_id?: string
}

/** A failed call to /rest, carrying the server's error code (architecture §4). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fieldErrors: FieldError[]
  readonly retryAfterSeconds: number | null
  readonly requestId: string | null
  /** True once the client's global response handling (spec §7) has reacted to it. */
  handled = false

  constructor(status: number, body: ErrorBody | null, retryAfter: string | null = null) {
    super(body?.message ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.code = body?.code ?? fallbackCode(status)
    this.fieldErrors = Array.isArray(body?.errors) ? body.errors : []
    const seconds = retryAfter === null ? Number.NaN : Number.parseInt(retryAfter, 10)
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : null
    this.requestId = body?.requestId ?? body?.request_id ?? null
  }

  fieldError(field: string): FieldError | undefined {
    return this.fieldErrors.find((error) => error.field === field)
  }
}

function fallbackCode(status: number): string {
  if (status === 0) return 'E_NETWORK'
  if (status === 401) return 'E_UNAUTHORIZED'
  if (status === 403) return 'E_FORBIDDEN'
  if (status === 404) return 'E_NOT_FOUND'
  if (status === 419) return 'E_SESSION_EXPIRED'
  if (status === 423) return 'E_PASSWORD_CONFIRMATION_REQUIRED'
  if (status === 429) return 'E_TOO_MANY_REQUESTS'
  if (status >= 500) return 'E_INTERNAL_SERVER_ERROR'
  return 'E_UNKNOWN'
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
