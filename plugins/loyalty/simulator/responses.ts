/**
 * Piggy's error body (its SDK's ExceptionMapper reads `status_code`, `code`, `message`, optional `errors`).
 * 55031 "Contact not found." is documented; the other numeric codes are our choice.
 */
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

export function piggyError(
  status: number,
  code: number,
  message: string,
  errors?: Record<string, string[]>,
  headers?: Record<string, string>
): SimResponse {
  return {
    status,
    headers,
    body: { status_code: status, code, message, ...(errors ? { errors } : {}) },
  }
}

export const unauthenticated = () => piggyError(401, 40100, 'Unauthenticated.')
export const contactNotFound = () => piggyError(404, 55031, 'Contact not found.')
export const notFound = (message = 'Not found.') => piggyError(404, 40400, message)
export const invalid = (errors: Record<string, string[]>) =>
  piggyError(422, 42200, 'The given data was invalid.', errors)
export const rateLimited = (seconds: number) =>
  piggyError(429, 42900, 'Too Many Attempts.', undefined, { 'retry-after': String(seconds) })
export const maintenance = () => piggyError(503, 50300, 'Piggy is in maintenance mode.')

/** Every success is wrapped as `{data, meta}`. */
export const ok = (
  data: unknown,
  status = 200,
  meta: Record<string, unknown> = {}
): SimResponse => ({ status, body: { data, meta } })
