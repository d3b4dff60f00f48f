import type { RateLimiter, TokenRegistry } from './http/auth.js'
import type { NetworkStore } from './model/network_store.js'

/** What route handlers share. */
export interface Engine {
  store: NetworkStore
  tokens: TokenRegistry
  limiter: RateLimiter
  version: string
  startedAt: number
  /** The account's user id (`ownerId` of its networks). */
  userId: string
  now(): number
}
