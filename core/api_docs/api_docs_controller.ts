import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { openApiDocument } from '#kernel/http/contract/openapi'

const RENDERER = 'node_modules/@scalar/api-reference/dist/browser/standalone.js'

/** The OpenAPI document and its readable reference page, rendered by Scalar served from this server (no CDN). */
export default class ApiDocsController {
  async document({ response }: HttpContext) {
    response.header('cache-control', 'no-cache')
    return openApiDocument(app.version?.toString() ?? '0.0.0')
  }

  async page({ response }: HttpContext) {
    response.header('content-type', 'text/html; charset=utf-8')
    response.header('cache-control', 'no-cache')
    return PAGE
  }

  async renderer({ response }: HttpContext) {
    response.header('content-type', 'text/javascript; charset=utf-8')
    response.header('cache-control', 'public, max-age=86400')
    return response.download(app.makePath(RENDERER))
  }

  async start({ response }: HttpContext) {
    response.header('content-type', 'text/javascript; charset=utf-8')
    return START
  }
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Airdeck API reference</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/docs/api/renderer.js"></script>
    <script src="/docs/api/start.js"></script>
  </body>
</html>
`

const START = `Scalar.createApiReference('#api-reference', {
  url: '/rest/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
})
`
