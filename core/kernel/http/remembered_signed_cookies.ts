import { CookieClient } from '@adonisjs/core/http'

/**
 * Checking a signed cookie (the session's) costs two HMACs with the app key, about a sixth of a signed-in cookie
 * request's CPU (docs/benchmarks.md), and a browser sends the same signed value on every request of its session. So
 * each process remembers the signed values it has already verified, with what they hold: the key is the whole signed
 * text, signature included, so a value that was never verified (tampered, or signed with another key) is still
 * checked and refused. Only text values are kept (no object is shared between requests); signed cookies carry no
 * expiry of their own (the cookie's Max-Age is the browser's business), so a remembered answer stays true.
 */
const MAX_REMEMBERED = 20_000
const verified = new Map<string, string>()

const unsign = CookieClient.prototype.unsign
CookieClient.prototype.unsign = function (this: CookieClient, key: string, value: string) {
  const memo = `${key}\u0000${value}`
  const known = verified.get(memo)
  if (known !== undefined) return known
  const result = unsign.call(this, key, value)
  if (typeof result === 'string') {
    if (verified.size >= MAX_REMEMBERED) verified.delete(verified.keys().next().value!)
    verified.set(memo, result)
  }
  return result
}

/** For tests: forget every remembered cookie. */
export function forgetVerifiedCookies() {
  verified.clear()
}
