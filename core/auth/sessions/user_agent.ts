/** Browser, system and device class from a User-Agent header, for the sessions list (no fingerprinting beyond it). */
const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
]
const SYSTEMS: Array<[string, RegExp]> = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
]

export function describeUserAgent(header: string | null | undefined) {
  const ua = header ?? ''
  const browser = BROWSERS.find(([, pattern]) => pattern.test(ua))
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))
  const device = /iPad|Tablet/.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|Android/.test(ua)
      ? 'mobile'
      : ua
        ? 'desktop'
        : 'unknown'
  return {
    browser: browser ? `${browser[0]} ${ua.match(browser[1])![1]}` : null,
    os: system ? system[0] : null,
    device,
  }
}
