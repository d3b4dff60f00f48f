/** `/rest` and everything below it is the JSON API; every other path belongs to the web app. */
export function isApiPath(url: string) {
  return url === '/rest' || url.startsWith('/rest/') || url.startsWith('/rest?')
}
