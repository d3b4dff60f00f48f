import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * The portal's long-lived cookie that recognises a returning guest whose phone now presents another (random) MAC.
 * One per portal, signed with the app key (a tampered value reads as absent), HttpOnly and SameSite=Lax; it holds
 * only the guest's random key (portal_clients.guest_key), never an address or a name. A guest whose data is erased
 * loses the key with the row, so the cookie then names nobody and is cleared on the next visit.
 */
const cookieName = (publicId: string) => `guest_id_${publicId}`

/** Chrome keeps no cookie longer than 400 days; a year is the venue's "regular" horizon. */
const MAX_AGE = '365d'

const KEY = /^[A-Za-z0-9_-]{20,64}$/

export const newGuestKey = () => randomBytes(24).toString('base64url')

export function readGuestKey(ctx: HttpContext, publicId: string): string | null {
  const value = ctx.request.cookie(cookieName(publicId))
  return typeof value === 'string' && KEY.test(value) ? value : null
}

export function rememberGuest(ctx: HttpContext, publicId: string, key: string) {
  ctx.response.cookie(cookieName(publicId), key, {
    httpOnly: true,
    sameSite: 'lax',
    maxAge: MAX_AGE,
    path: '/',
  })
}

export function forgetGuest(ctx: HttpContext, publicId: string) {
  ctx.response.clearCookie(cookieName(publicId), { path: '/' })
}
