import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
// Upstream's middleware module registers the session's redirect and validation-error macros when it loads.
import '@adonisjs/session/session_middleware'
import { settleSession, trackSession } from '#kernel/http/unchanged_session'
import type {
  SessionConfig,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'
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

type LoadedSessionConfig = SessionConfig & {
  store: string
  stores: Record<string, SessionStoreFactory>
}

let sessionConfig: Promise<LoadedSessionConfig> | undefined

/**
 * @adonisjs/session's middleware (the same Session, loaded and committed around the route), except for stateless reads (GET or HEAD
 * with a Bearer token and no cookie): they have no session to load, so they
 * get an empty readonly one instead of a store read of a random id and a
 * session cookie in the response (docs/benchmarks.md). So do anonymous
 * reads of the public pages (isAnonymousPublicRead), health probes even with
 * a cookie (isHealthProbe) and a guest's posts on the portal without a cookie
 * (isGuestPortalPost).
 *
 * Every other request loads and commits its session as upstream does, except that a signed-in session the request
 * left unchanged is not written back nor its cookies re-sent when its last write is under a minute old
 * (unchanged_session.ts).
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const read =
      isHealthProbe(ctx) ||
      ((method === 'GET' || method === 'HEAD') &&
        (isStatelessRequest(ctx) || isAnonymousPublicRead(ctx)))
    const guestPost =
      (isGuestPortalPost(ctx) || isSignedInboundWebhook(ctx)) && !ctx.request.header('cookie')
    const config = await (sessionConfig ??= resolveConfig())
    if (!config.enabled) return next()
    if (!read && !guestPost) return this.#loadAndCommit(ctx, next, config)
    ctx.session = new Session(config, () => nothingStored, emitter, ctx)
    await ctx.session.initiate(true)
    return next()
  }

  async #loadAndCommit(ctx: HttpContext, next: NextFn, config: LoadedSessionConfig) {
    ctx.session = new Session(config, config.stores[config.store], emitter, ctx)
    await ctx.session.initiate(false)
    trackSession(ctx)
    const response = await next()
    if (settleSession(ctx) === 'commit') await ctx.session.commit()
    return response
  }
}

async function resolveConfig(): Promise<LoadedSessionConfig> {
  const config = await configProvider.resolve<LoadedSessionConfig>(
    app,
    app.config.get('session', {})
  )
  if (!config) throw new Error('config/session.ts must use defineConfig')
  return config
}
