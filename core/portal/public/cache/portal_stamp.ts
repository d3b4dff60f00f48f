import { randomUUID } from 'node:crypto'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import { BumpRetry } from '#kernel/cache/bump_retry'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * One version stamp for everything a guest sign-in reads of a portal, its venue and the venue's controller
 * (signin_portal_cache.ts). A cached copy is valid only under the stamp it was loaded under, so a publish, a venue
 * change or a controller change made through any process is seen by every process on its next sign-in. In Redis when
 * it runs, in memory otherwise (the embedded default is one process). Like the access stamps, a random token, never a
 * counter: a key that Redis lost reads as absent and gets a new token, never an old value.
 */
const KEY = 'airdeck:portal:stamp'

interface RedisLike {
  get(key: string): Promise<string | null>
  set(key: string, value: string, ...args: string[]): Promise<unknown>
}

interface StampStore {
  read(): Promise<string | null>
  bump(): Promise<void>
}

class RedisStamp implements StampStore {
  constructor(private redis: RedisLike) {}

  async read() {
    const value = await this.redis.get(KEY)
    if (value !== null) return value
    await this.redis.set(KEY, randomUUID(), 'NX')
    return this.redis.get(KEY)
  }

  async bump() {
    await this.redis.set(KEY, randomUUID())
  }
}

class MemoryStamp implements StampStore {
  private value = 0
  async read() {
    return String(this.value)
  }
  async bump() {
    this.value++
  }
}

let store: Promise<StampStore> | undefined
const localListeners: Array<() => void> = []

function stampStore(): Promise<StampStore> {
  return (store ??= (async () => {
    if (!env.get('REDIS_URL')) return new MemoryStamp()
    const { default: redis } = await import('@adonisjs/redis/services/main')
    return new RedisStamp(redis.connection('main') as unknown as RedisLike)
  })())
}

/** The current stamp, or null when the store does not answer (then nothing is taken from the cache). */
export async function readPortalStamp(): Promise<string | null> {
  try {
    return await (await stampStore()).read()
  } catch (error) {
    logger.warn({ err: error }, 'portal stamp unreadable: the sign-in reads the portal afresh')
    return null
  }
}

/** Called on every bump in this process (the cache drops its copies at once). */
export function onPortalStampBump(listener: () => void) {
  localListeners.push(listener)
}

const bumps = new BumpRetry(
  async () => (await stampStore()).bump(),
  (error) =>
    logger.error(
      { err: error },
      'portal stamp not bumped: other processes may sign guests in on stale settings until the retry succeeds'
    )
)

async function bump() {
  for (const listener of localListeners) listener()
  await bumps.bump('everyone')
}

/**
 * Makes every process's cached portals stale. Inside a transaction it waits for the commit (a stamp changed before
 * it could be read by a sign-in that then loads the old rows and keeps them under the new stamp); the test suites'
 * global transaction counts as committed.
 */
export async function invalidatePortals(client?: QueryClientContract) {
  if (!client?.isTransaction || isGlobalTransaction(client)) return bump()
  if (pendingTransactions.has(client)) return
  pendingTransactions.add(client)
  ;(client as any).after('commit', bump)
}

const pendingTransactions = new WeakSet<QueryClientContract>()

function isGlobalTransaction(client: QueryClientContract) {
  return (db as any).connectionGlobalTransactions?.get(client.connectionName) === client
}
