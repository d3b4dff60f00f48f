import { AppException } from '#kernel/exceptions/app_exception'

const MAX_ID = 2_147_483_647

/** A numeric id from the path; anything that cannot be an id is simply not found. */
export function routeId(value: unknown): number {
  const text = String(value)
  const id = Number(text)
  if (!/^[1-9]\d{0,9}$/.test(text) || id > MAX_ID) throw AppException.notFound()
  return id
}
