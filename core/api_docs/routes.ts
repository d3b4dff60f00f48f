import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone } from '#kernel/http/contract/route_access'
import { anyObject, json } from '#kernel/http/contract/schemas'

const ApiDocsController = () => import('#core/api_docs/api_docs_controller')
const api = apiRoutes('Public')

/** The API reference: the document under /rest, the readable page beside the web app. */
export function apiDocsRoutes() {
  api.get('/openapi.json', [ApiDocsController, 'document'], {
    access: anyone,
    summary: 'This document (OpenAPI 3.1)',
    response: json(anyObject('OpenAPI 3.1')),
  })
}

export function apiDocsPageRoutes() {
  router.get('/docs/api', [ApiDocsController, 'page'])
}
