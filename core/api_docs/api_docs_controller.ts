import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocument } from '#kernel/http/contract/openapi'
import { productVersion } from '#kernel/http/contract/openapi_texts'
import { renderReference } from '#core/api_docs/reference_page'

let page: string | undefined

/** The OpenAPI document and its readable reference page, both from the route declarations. */
export default class ApiDocsController {
  async document({ response }: HttpContext) {
    response.header('cache-control', 'no-cache')
    return openApiDocument(productVersion())
  }

  async page({ response }: HttpContext) {
    page ??= renderReference(openApiDocument(productVersion()))
    response.header('content-type', 'text/html; charset=utf-8')
    response.header('cache-control', 'no-cache')
    return page
  }
}
