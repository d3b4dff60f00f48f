import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustedProxies } from '#kernel/http/trusted_proxies'

/**
 * The app key signs cookies and encrypts secrets at rest (see config/encryption.ts).
 */
export const appKey = new Secret(env.get('APP_KEY').release())

export const appUrl = env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`

/** One log line per request (core/kernel/middleware/request_log_middleware.ts): on in production by default. */
export const logRequests = env.get('LOG_REQUESTS') ?? app.inProduction

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  trustProxy: trustedProxies(env.get('TRUSTED_PROXIES')),
  /** A URL that cannot be decoded (invalid percent-encoding) gets the API's error body too. */
  onBadUrl(_request: IncomingMessage, response: ServerResponse) {
    response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
    response.end(
      JSON.stringify({ code: 'E_BAD_REQUEST', message: 'The request could not be understood.' })
    )
  },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
