import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}

/**
 * Serves the Brotli or gzip copy that the web app build wrote next to each
 * hashed asset (ui/build-plugins/precompress.ts), when the browser accepts
 * it. Anything else falls through to the plain static server.
 */
export default class PrecompressedAssetsMiddleware {
  #assetsDir = app.publicPath('assets')

  async handle({ request, response }: HttpContext, next: NextFn) {
    const url = request.url()
    const method = request.method()
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith('/assets/') || url.includes('%'))
      return next()
    const contentType = CONTENT_TYPES[extname(url)]
    if (!contentType) return next()

    const file = normalize(join(app.publicPath(), url))
    if (!file.startsWith(this.#assetsDir)) return next()
    for (const encoding of acceptedEncodings(request.header('accept-encoding'))) {
      const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`
      const stats = await stat(compressed).catch(() => null)
      if (!stats?.isFile()) continue
      response.header('content-type', contentType)
      response.header('content-encoding', encoding)
      response.header('content-length', String(stats.size))
      response.header('vary', 'Accept-Encoding')
      response.header('cache-control', 'public, max-age=31536000, immutable')
      if (method === 'HEAD') return response.status(200).send('')
      return response.stream(createReadStream(compressed))
    }
    return next()
  }
}

function acceptedEncodings(header: string | undefined) {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || Number(quality.split('=')[1]) > 0)
    .map(([name]) => name.toLowerCase())
  return (['br', 'gzip'] as const).filter((encoding) => accepted.includes(encoding))
}
