import router from '@adonisjs/core/services/router'
import { AppException } from '#kernel/exceptions/app_exception'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * A `/rest` path the router serves with other methods answers 405 with `Allow` (RFC 9110), not 404, so a client
 * (and the API document's conformance check) can tell a wrong method from a wrong path.
 */
export function methodNotAllowed(
  url: string,
  method: string,
  hostname?: string | null
): AppException | undefined {
  if (!url.startsWith('/rest/')) return undefined
  const allowed = METHODS.filter(
    (other) => other !== method && servesUnderRest(router.match(url, other, false, hostname))
  )
  if (allowed.length === 0) return undefined
  return new AppException(405, 'E_METHOD_NOT_ALLOWED', { headers: { Allow: allowed.join(', ') } })
}

/** The web app's catch-all (`/*`) matches every path; only a route of the API itself counts. */
function servesUnderRest(match: ReturnType<typeof router.match>) {
  return match !== null && match.route.pattern.startsWith('/rest/')
}
