import { describe, expect, it } from 'vitest'
import { ExitCode, exitCodeFor } from '../src/lib/exit-codes.js'

describe('exitCodeFor', () => {
  it.each([
    ['E_USAGE', 2],
    ['E_VALIDATION_ERROR', 2],
    ['E_NOT_SIGNED_IN', 3],
    ['E_SIGNED_IN_ELSEWHERE', 3],
    ['E_UNAUTHORIZED', 3],
    ['E_INVALID_CREDENTIALS', 4],
    ['E_TOO_MANY_REQUESTS', 5],
    ['E_SERVER_UNREACHABLE', 6],
    ['E_SERVER_TIMEOUT', 6],
    ['E_SERVER_UNAVAILABLE', 6],
    ['E_CANCELLED', 130],
    ['E_SYNC_FAILED', 7],
    ['E_FORBIDDEN', 8],
    ['E_NOT_FOUND', 9],
    ['E_STOCK_INSUFFICIENT', 10],
    ['E_INTERNAL_SERVER_ERROR', 1],
    ['E_UNEXPECTED', 1],
    ['E_SOMETHING_NEW', 1],
  ])('%s exits with %i', (code, exitCode) => {
    expect(exitCodeFor(code)).toBe(exitCode)
  })

  it('a refusal without its own exit code exits by its HTTP status: 409 is 11, not 1 (issue 32 item 11)', () => {
    expect(exitCodeFor('E_TENANT_MANAGEMENT_DISABLED', 409)).toBe(11)
    expect(exitCodeFor('E_SOMETHING_NEW', 422)).toBe(2)
    expect(exitCodeFor('E_STOCK_INSUFFICIENT', 409)).toBe(10)
    expect(exitCodeFor('E_INTERNAL_SERVER_ERROR', 500)).toBe(1)
  })

  it('keeps the documented numbers', () => {
    expect(ExitCode).toEqual({
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
    })
  })
})
