/** Reading Stripe parameters the way Stripe validates them (messages and codes as the API answers). */
import { invalidParam, missingParam } from './errors.js'
import type { StripeParams } from './form.js'

export function requiredString(params: StripeParams, name: string): string {
  const value = optionalString(params, name)
  if (value === undefined || value === null) throw missingParam(name)
  return value
}

/** undefined when absent, null when sent empty ("unset"). */
export function optionalString(params: StripeParams, name: string): string | null | undefined {
  const value = params[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string')
    throw invalidParam(name, `Invalid string: ${JSON.stringify(value)}`)
  return value === '' ? null : value
}

export function optionalInteger(params: StripeParams, name: string): number | undefined {
  const value = params[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer')
  return Number(value)
}

export function requiredInteger(params: StripeParams, name: string): number {
  const value = optionalInteger(params, name)
  if (value === undefined) throw missingParam(name)
  return value
}

export function optionalBoolean(params: StripeParams, name: string): boolean | undefined {
  const value = params[name]
  if (value === undefined || value === '') return undefined
  if (value !== 'true' && value !== 'false')
    throw invalidParam(name, `Invalid boolean: ${value}`, 'parameter_invalid_boolean')
  return value === 'true'
}

export function optionalEnum<T extends string>(
  params: StripeParams,
  name: string,
  allowed: readonly T[]
): T | undefined {
  const value = optionalString(params, name)
  if (value === undefined || value === null) return undefined
  if (!allowed.includes(value as T))
    throw invalidParam(
      name,
      `Invalid ${name}: must be one of ${allowed.join(', ')}`,
      'parameter_invalid_string'
    )
  return value as T
}

export function optionalArray(params: StripeParams, name: string): any[] | undefined {
  const value = params[name]
  if (value === undefined || value === '') return undefined
  if (!Array.isArray(value)) throw invalidParam(name, `Invalid array`, 'parameter_invalid_array')
  return value
}

/** Stripe's metadata update rules: `metadata=` clears all, `metadata[key]=` removes one key, others set. */
export function applyMetadata(
  current: Record<string, string>,
  params: StripeParams,
  name = 'metadata'
): Record<string, string> {
  const value = params[name]
  if (value === undefined) return current
  if (value === '') return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam(name, 'Invalid metadata: must be an object')
  const next = { ...current }
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw invalidParam(`${name}[${key}]`, 'Invalid metadata value: must be a string')
    if (key.length > 40)
      throw invalidParam(
        name,
        `Metadata keys can have up to 40 characters; ${key} has ${key.length}.`
      )
    if (entry.length > 500)
      throw invalidParam(`${name}[${key}]`, 'Metadata values can have up to 500 characters.')
    if (entry === '') delete next[key]
    else next[key] = entry
  }
  if (Object.keys(next).length > 50)
    throw invalidParam(name, 'You can specify up to 50 keys in metadata.')
  return next
}

/** The object-valued parameter `name` (e.g. `address`), {} when absent. */
export function objectParam(params: StripeParams, name: string): StripeParams {
  const value = params[name]
  if (value === undefined || value === '') return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam(name, `Invalid object`, 'parameter_invalid_object')
  return value
}

/** A currency: three lower-case letters. */
export function currencyParam(params: StripeParams, name = 'currency'): string {
  const value = requiredString(params, name).toLowerCase()
  if (!/^[a-z]{3}$/.test(value))
    throw invalidParam(
      name,
      `Invalid currency: ${value}. Stripe currently supports these currencies: eur, usd, gbp, …`
    )
  return value
}
