import type { HttpContext } from '@adonisjs/core/http'
import { FacebookDriver } from '@adonisjs/ally/drivers/facebook'
import { LinkedInOpenidConnectDriver } from '@adonisjs/ally/drivers/linked_in_openid_connect'
import {
  oauthEndpoints,
  type OauthProvider,
  type SocialClient,
} from '#core/auth/social/social_providers'

interface FlowConfig {
  client: SocialClient
  callbackUrl: string
  /** Names this flow's cookies, so that a guest's and an account's round trip do not collide. */
  cookiePrefix: string
}

/**
 * Facebook Login through ally's own driver, with PKCE (S256; Facebook supports it for web logins) and the flow's own
 * cookie names. ally's constructor loaded its default state cookie; the flow's cookies are loaded again here.
 */
class FacebookFlowDriver extends FacebookDriver {
  constructor(ctx: HttpContext, config: FlowConfig) {
    const endpoints = oauthEndpoints('facebook')
    super(ctx, {
      ...config.client,
      callbackUrl: config.callbackUrl,
      ...endpoints,
      scopes: ['email', 'public_profile'],
      userFields: ['id', 'name', 'first_name', 'last_name', 'email'],
    })
    this.stateCookieName = `${config.cookiePrefix}_state`
    this.codeVerifierCookieName = `${config.cookiePrefix}_verifier`
    this.loadState()
  }
}

/** Sign In with LinkedIn using OpenID Connect through ally's driver (LinkedIn takes no PKCE from web apps). */
class LinkedInFlowDriver extends LinkedInOpenidConnectDriver {
  constructor(ctx: HttpContext, config: FlowConfig) {
    super(ctx, {
      ...config.client,
      callbackUrl: config.callbackUrl,
      ...oauthEndpoints('linkedin'),
      scopes: ['openid', 'profile', 'email'],
    })
    this.stateCookieName = `${config.cookiePrefix}_state`
    this.loadState()
  }
}

export function oauthDriver(ctx: HttpContext, provider: OauthProvider, config: FlowConfig) {
  return provider === 'facebook'
    ? new FacebookFlowDriver(ctx, config)
    : new LinkedInFlowDriver(ctx, config)
}
