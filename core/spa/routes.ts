import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { existsSync } from 'node:fs'
import { isApiPath, isOperationalPath } from '#core/spa/api_path'
import { methodNotAllowed } from '#kernel/http/allowed_methods'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * History fallback: every GET outside /rest that is not a built file loads
 * the SPA, so deep links such as /locations/12/status work. Unknown /rest
 * paths, and unknown probe paths such as /metrics, stay a JSON 404.
 */
export function spaRoutes() {
  router
    .get('*', ({ request, response }) => {
      const index = app.publicPath('index.html')
      if (isApiPath(request.url()) || isOperationalPath(request.url()))
        throw (
          methodNotAllowed(request.url(), request.method(), request.hostname()) ??
          AppException.notFound()
        )
      if (!existsSync(index)) {
        return response.status(404).send({ code: 'E_NOT_FOUND', message: 'Not found' })
      }
      response.header('cache-control', 'no-cache')
      return response.download(index)
    })
    .as('spa')
}
