import { Exception } from '@adonisjs/core/exceptions'

export interface FieldError {
  field: string
  rule: string
  message: string
  /** The line of an uploaded file the error is about (CSV imports). */
  line?: number
}

/** A field error raised by an action; the handler translates its message from the rule. */
export type PendingFieldError = Omit<FieldError, 'message'> & { message?: string }

interface AppExceptionOptions {
  errors?: PendingFieldError[]
  headers?: Record<string, string>
  /** Values interpolated into the translated message. */
  data?: Record<string, unknown>
}

/**
 * An error the API reports on purpose: an HTTP status and an `E_` code.
 * The exception handler turns the code into a message in the request's
 * language (resources/lang/<lang>/errors.json).
 */
export class AppException extends Exception {
  readonly errors?: PendingFieldError[]
  readonly headers?: Record<string, string>
  readonly data?: Record<string, unknown>

  constructor(status: number, code: string, options: AppExceptionOptions = {}) {
    super(code, { status, code })
    this.errors = options.errors
    this.headers = options.headers
    this.data = options.data
  }

  static notFound() {
    return new AppException(404, 'E_NOT_FOUND')
  }

  static forbidden() {
    return new AppException(403, 'E_FORBIDDEN')
  }

  static tooManyRequests(code: string, retryAfterSeconds: number) {
    return new AppException(429, code, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      data: { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
    })
  }

  /** A 422 carrying one field error, for rules checked against the database. */
  static invalidField(field: string, rule: string, code = 'E_VALIDATION_ERROR') {
    return new AppException(422, code, { errors: [{ field, rule }] })
  }
}
