/** The kind of device a guest signed in with, from its browser's User-Agent (insights' "devices"); null when unclear. */
export function deviceKind(userAgent: string | null | undefined): string | null {
  const ua = userAgent ?? ''
  if (/iPhone/i.test(ua)) return 'iPhone'
  if (/iPad/i.test(ua)) return 'iPad'
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? 'Android phone' : 'Android tablet'
  if (/CrOS/i.test(ua)) return 'Chromebook'
  if (/Windows/i.test(ua)) return 'Windows'
  if (/Macintosh|Mac OS X/i.test(ua)) return 'Mac'
  if (/Linux/i.test(ua)) return 'Linux'
  return null
}
