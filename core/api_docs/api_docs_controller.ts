import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { openApiDocument } from '#kernel/http/contract/openapi'
import { renderReference } from '#core/api_docs/reference_page'

const version = () => app.version?.toString() ?? '0.0.0'
let page: string | undefined

/** The OpenAPI document and its readable reference page, both from the route declarations. */
export default class ApiDocsController {
  async document({ response }: HttpContext) {
    response.header('cache-control', 'no-cache')
    return openApiDocument(version())
  }

  async page({ response }: HttpContext) {
    page ??= renderReference(openApiDocument(version()))
    response.header('content-type', 'text/html; charset=utf-8')
    response.header('cache-control', 'no-cache')
    return page
  }
}
