import { randomUUID } from 'node:crypto'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { BumpRetry } from '#kernel/cache/bump_retry'

/**
 * Version stamps of what a user may see (docs/security.md "Cached permissions"): one per user and one for everyone.
 * A cached grant list or self record is valid only for the stamps it was computed under, so changing a stamp makes
 * every process drop its copy on that user's next request. In Redis when it runs (shared by every web process and
 * worker), in memory otherwise (the embedded default is one process).
 *
 * A stamp is a random token, never a counter: a key that Redis lost (eviction, flush) reads as absent and gets a
 * new token, so it can never come back to a value that an old cache entry was stored under.
 */
export interface StampStore {
  /** The stamps a user's cached data must match; null when they cannot be read (then nothing is cached). */
  read(userId: number): Promise<string | null>
  bump(users: number[] | 'everyone'): Promise<void>
}

const EVERYONE_KEY = 'airdeck:access:stamp:everyone'
const userKey = (id: number) => `airdeck:access:stamp:user:${id}`

interface RedisLike {
  mget(...keys: string[]): Promise<(string | null)[]>
  set(key: string, value: string, ...args: string[]): Promise<unknown>
  mset(...pairs: string[]): Promise<unknown>
}

export class RedisStamps implements StampStore {
  constructor(private redis: RedisLike) {}

  async read(userId: number) {
    const keys = [EVERYONE_KEY, userKey(userId)]
    let values = await this.redis.mget(...keys)
    if (values.some((value) => value === null)) {
      for (const [i, key] of keys.entries())
        if (values[i] === null) await this.redis.set(key, randomUUID(), 'NX')
      values = await this.redis.mget(...keys)
    }
    return values.some((value) => value === null) ? null : values.join('/')
  }

  async bump(users: number[] | 'everyone') {
    const keys = users === 'everyone' ? [EVERYONE_KEY] : users.map(userKey)
    if (keys.length) await this.redis.mset(...keys.flatMap((key) => [key, randomUUID()]))
  }
}

export class MemoryStamps implements StampStore {
  private everyone = 0
  private users = new Map<number, number>()

  async read(userId: number) {
    return `${this.everyone}/${this.users.get(userId) ?? 0}`
  }

  async bump(users: number[] | 'everyone') {
    if (users === 'everyone') this.everyone++
    else for (const id of users) this.users.set(id, (this.users.get(id) ?? 0) + 1)
  }
}

let store: Promise<StampStore> | undefined

export function accessStamps(): Promise<StampStore> {
  return (store ??= (async () => {
    if (!env.get('REDIS_URL')) return new MemoryStamps()
    const { default: redis } = await import('@adonisjs/redis/services/main')
    return new RedisStamps(redis.connection('main') as unknown as RedisLike)
  })())
}

/**
 * The stamps of a user, or null when the store does not answer: a cache miss, never a stale hit. Read once per
 * request and user (the token, the user row, the grants, the self record and the layout all ask): a stamp read
 * earlier in the request is only older than the rows loaded after it, which makes a later request miss, never hit
 * stale. A request that changes access reads afresh after its change (bump forgets the request's stamps).
 */
export function readStamp(userId: number): Promise<string | null> {
  const ctx = HttpContext.get()
  if (!ctx) return readFresh(userId)
  let stamps = stampsOfRequest.get(ctx)
  if (!stamps) stampsOfRequest.set(ctx, (stamps = new Map()))
  let stamp = stamps.get(userId)
  if (!stamp) stamps.set(userId, (stamp = readFresh(userId)))
  return stamp
}

const stampsOfRequest = new WeakMap<HttpContext, Map<number, Promise<string | null>>>()

async function readFresh(userId: number) {
  try {
    return await (await accessStamps()).read(userId)
  } catch (error) {
    logger.warn({ err: error }, 'access stamps unreadable: permissions computed without the cache')
    return null
  }
}

/**
 * Makes cached access of these users (or of everyone) stale. Inside a transaction it waits for the commit (Lucid
 * awaits after-commit hooks before `db.transaction` resolves, so the request that changed access answers only once
 * every process will see it): a stamp changed before the commit could be read by a request that then loads the old
 * rows and caches them under the new stamp.
 */
export async function invalidateAccess(users: number[] | 'everyone', client?: QueryClientContract) {
  if (!client?.isTransaction || isGlobalTransaction(client)) return bump(users)
  // One bump per transaction after its commit, however many rows it wrote (an import creates thousands).
  let pending = pendingByTransaction.get(client)
  if (!pending) {
    const scopes = { everyone: false, users: new Set<number>() }
    pending = scopes
    pendingByTransaction.set(client, scopes)
    ;(client as any).after('commit', async () => {
      if (scopes.everyone) await bump('everyone')
      if (scopes.users.size) await bump([...scopes.users])
    })
  }
  if (users === 'everyone') pending.everyone = true
  else for (const id of users) pending.users.add(id)
}

const pendingByTransaction = new WeakMap<
  QueryClientContract,
  { everyone: boolean; users: Set<number> }
>()

const bumps = new BumpRetry(
  async (users) => (await accessStamps()).bump(users),
  (error) =>
    logger.error(
      { err: error },
      'access stamps not bumped: other processes may serve cached permissions until the retry succeeds'
    )
)

async function bump(users: number[] | 'everyone') {
  const ctx = HttpContext.get()
  if (ctx) stampsOfRequest.delete(ctx)
  await bumps.bump(users)
}

/** The test suites' transaction around each test (never committed): what happens in it counts as committed. */
function isGlobalTransaction(client: QueryClientContract) {
  return (db as any).connectionGlobalTransactions?.get(client.connectionName) === client
}
