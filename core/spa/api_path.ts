/** `/rest` and everything below it is the JSON API; every other path belongs to the web app. */
export function isApiPath(url: string) {
  return url === '/rest' || url.startsWith('/rest/') || url.startsWith('/rest?')
}

/**
 * Paths that machines probe at the root (health checks, metrics scrapers): an unknown one is a JSON 404, never the web
 * app's HTML with a 200 that a probe would take for a healthy answer.
 */
export function isOperationalPath(url: string) {
  return /^\/(health|metrics)(\/|\?|$)/.test(url)
}
