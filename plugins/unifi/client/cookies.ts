/** `Set-Cookie` values → one `Cookie` header; cookies being deleted (empty value) are left out. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(';', 1)[0].trim())
    .filter((pair) => pair.includes('=') && pair.split('=', 2)[1] !== '')
    .join('; ')
}

export function cookieValue(setCookies: string[], name: string): string | null {
  for (const cookie of setCookies) {
    const [pair] = cookie.split(';', 1)
    const index = pair.indexOf('=')
    if (index > 0 && pair.slice(0, index).trim() === name)
      return pair.slice(index + 1).trim() || null
  }
  return null
}

/** UniFi OS puts the CSRF token in the TOKEN JWT's payload too (Art-of-WiFi reads it there). */
export function csrfFromJwt(token: string | null): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof claims?.csrfToken === 'string' ? claims.csrfToken : null
  } catch {
    return null
  }
}
