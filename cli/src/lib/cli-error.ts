export type FieldError = { field: string; rule: string; message: string }

export type CliErrorDetails = {
  status?: number
  serverMessage?: string
  errors?: FieldError[]
  retryAfterSeconds?: number
  requestId?: string
  apiUrl?: string
  signedInApiUrl?: string
  path?: string
  usage?: string
  /** What a 404 was about ("controller 999"), when the command knows. */
  subject?: string
  hint?: string
  /** The key a request without an answer was sent with: the same command with it again is applied once. */
  idempotencyKey?: string
  cause?: unknown
}

/**
 * Every failure the CLI reports carries a code (the API's `E_*` code, or one of
 * the CLI's own). The text shown to the user comes from `messages.ts`, and the
 * exit code from `exit-codes.ts`, both keyed by this code.
 */
export class CliError extends Error {
  override readonly name = 'CliError'

  constructor(
    readonly code: string,
    readonly details: CliErrorDetails = {}
  ) {
    super(code, details.cause === undefined ? undefined : { cause: details.cause })
  }
}

export function usageError(usage: string) {
  return new CliError('E_USAGE', { usage })
}

export function toCliError(error: unknown): CliError {
  return error instanceof CliError ? error : new CliError('E_UNEXPECTED', { cause: error })
}

/** A 404 of the API about something the command named: "controller 999 not found" instead of a generic text. */
export async function naming<T>(subject: string, request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (error instanceof CliError && error.code === 'E_NOT_FOUND')
      throw new CliError('E_NOT_FOUND', { ...error.details, subject })
    throw error
  }
}
