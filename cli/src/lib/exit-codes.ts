export const ExitCode = {
  Ok: 0,
  General: 1,
  Usage: 2,
  NotSignedIn: 3,
  InvalidCredentials: 4,
  Throttled: 5,
  Unreachable: 6,
  SyncFailed: 7,
  Forbidden: 8,
  NotFound: 9,
  StockInsufficient: 10,
  Conflict: 11,
  Cancelled: 130,
} as const

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

const EXIT_CODE_BY_ERROR_CODE: Record<string, ExitCode> = {
  E_USAGE: ExitCode.Usage,
  E_VALIDATION_ERROR: ExitCode.Usage,
  E_FILE_UNREADABLE: ExitCode.Usage,
  E_FILE_TOO_LARGE: ExitCode.Usage,
  E_TENANT_CSV_WRONG_FORMAT: ExitCode.Usage,
  E_TENANT_CSV_INVALID: ExitCode.Usage,
  E_STOCK_CSV_WRONG_FORMAT: ExitCode.Usage,
  E_STOCK_CSV_INVALID: ExitCode.Usage,
  E_STOCK_FILE_TOO_LARGE: ExitCode.Usage,
  E_STOCK_INSUFFICIENT: ExitCode.StockInsufficient,
  E_PRODUCT_NOT_FOUND: ExitCode.NotFound,
  E_NOT_SIGNED_IN: ExitCode.NotSignedIn,
  E_SIGNED_IN_ELSEWHERE: ExitCode.NotSignedIn,
  E_UNAUTHORIZED: ExitCode.NotSignedIn,
  E_INVALID_CREDENTIALS: ExitCode.InvalidCredentials,
  E_TWO_FACTOR_REQUIRED: ExitCode.InvalidCredentials,
  E_INVALID_TWO_FACTOR_CODE: ExitCode.InvalidCredentials,
  E_TWO_FACTOR_SETUP_REQUIRED: ExitCode.Forbidden,
  E_TOO_MANY_REQUESTS: ExitCode.Throttled,
  E_SERVER_UNREACHABLE: ExitCode.Unreachable,
  E_SERVER_TIMEOUT: ExitCode.Unreachable,
  E_SERVER_UNAVAILABLE: ExitCode.Unreachable,
  E_CANCELLED: ExitCode.Cancelled,
  E_SYNC_FAILED: ExitCode.SyncFailed,
  E_FORBIDDEN: ExitCode.Forbidden,
  E_DEMO_READ_ONLY: ExitCode.Forbidden,
  E_NOT_FOUND: ExitCode.NotFound,
}

/** A refusal the CLI has no code for still exits by its HTTP status class (a new 409 code is a conflict, not 1). */
const EXIT_CODE_BY_STATUS: Record<number, ExitCode> = {
  401: ExitCode.NotSignedIn,
  403: ExitCode.Forbidden,
  404: ExitCode.NotFound,
  409: ExitCode.Conflict,
  422: ExitCode.Usage,
  429: ExitCode.Throttled,
}

export function exitCodeFor(errorCode: string, status?: number): ExitCode {
  return (
    EXIT_CODE_BY_ERROR_CODE[errorCode] ??
    (status === undefined ? undefined : EXIT_CODE_BY_STATUS[status]) ??
    ExitCode.General
  )
}
