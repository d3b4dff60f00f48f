import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import UpstreamSessionMiddleware from '@adonisjs/session/session_middleware'
import type { SessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import {
  isAnonymousPublicRead,
  isGuestPortalPost,
  isHealthProbe,
  isSignedInboundWebhook,
  isStatelessRequest,
} from '#kernel/http/stateless_request'

/** The store of a stateless read: it holds nothing and is never written (the session is readonly). */
const nothingStored: SessionStoreContract = {
  read: () => null,
  write: () => {},
  destroy: () => {},
  touch: () => {},
}

let sessionConfig: Promise<SessionConfig> | undefined

/**
 * @adonisjs/session's middleware, except for stateless reads (GET or HEAD
 * with a Bearer token and no cookie): they have no session to load, so they
 * get an empty readonly one instead of a store read of a random id and a
 * session cookie in the response (docs/benchmarks.md). So do anonymous
 * reads of the public pages (isAnonymousPublicRead), health probes even with
 * a cookie (isHealthProbe) and a guest's posts on the portal without a cookie
 * (isGuestPortalPost).
 */
@inject()
export default class SessionMiddleware {
  constructor(private upstream: UpstreamSessionMiddleware<any>) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const read =
      isHealthProbe(ctx) ||
      ((method === 'GET' || method === 'HEAD') &&
        (isStatelessRequest(ctx) || isAnonymousPublicRead(ctx)))
    const guestPost =
      (isGuestPortalPost(ctx) || isSignedInboundWebhook(ctx)) && !ctx.request.header('cookie')
    if (!read && !guestPost) return this.upstream.handle(ctx, next)
    const config = await (sessionConfig ??= resolveConfig())
    if (!config.enabled) return next()
    ctx.session = new Session(config, () => nothingStored, emitter, ctx)
    await ctx.session.initiate(true)
    return next()
  }
}

async function resolveConfig(): Promise<SessionConfig> {
  const config = await configProvider.resolve<SessionConfig>(app, app.config.get('session', {}))
  if (!config) throw new Error('config/session.ts must use defineConfig')
  return config
}
