import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { existsSync } from 'node:fs'

/**
 * History fallback: every GET outside /rest that is not a built file loads
 * the SPA, so deep links such as /locations/12/status work.
 */
export function spaRoutes() {
  router
    .get('*', ({ request, response }) => {
      const index = app.publicPath('index.html')
      if (request.url().startsWith('/rest') || !existsSync(index)) {
        return response.status(404).send({ code: 'E_NOT_FOUND', message: 'Not found' })
      }
      response.header('cache-control', 'no-cache')
      return response.download(index)
    })
    .as('spa')
}
