const DAY_MS = 24 * 60 * 60 * 1000

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function writeCookie(name: string, value: string, days: number) {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString()
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`
}
