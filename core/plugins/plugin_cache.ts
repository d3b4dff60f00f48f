import env from '#start/env'
import type { PluginCache } from './define_plugin.js'

/** The few Redis commands the cache needs (an ioredis connection fits). */
export interface RedisLike {
  get(key: string): Promise<string | null>
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>
  del(key: string): Promise<number>
}

const KEY_PREFIX = 'airdeck:plugins'

/** Shared by every cache of the process, so connections of one controller in one process see each other's entries. */
const memory = new Map<string, { value: string; expiresAt: number }>()

export class MemoryPluginCache implements PluginCache {
  constructor(private namespace: string) {}

  async get<T>(key: string): Promise<T | null> {
    const name = this.#key(key)
    const entry = memory.get(name)
    if (!entry) return null
    if (entry.expiresAt <= Date.now()) {
      memory.delete(name)
      return null
    }
    return JSON.parse(entry.value) as T
  }

  async set(key: string, value: unknown, ttlSeconds: number) {
    memory.set(this.#key(key), {
      value: JSON.stringify(value),
      expiresAt: Date.now() + ttlSeconds * 1000,
    })
  }

  async delete(key: string) {
    memory.delete(this.#key(key))
  }

  #key(key: string) {
    return `${KEY_PREFIX}:${this.namespace}:${key}`
  }
}

/** Shared across processes (web and workers), so several sync workers reuse one controller login. */
export class RedisPluginCache implements PluginCache {
  constructor(
    private redis: RedisLike,
    private namespace: string
  ) {}

  async get<T>(key: string): Promise<T | null> {
    const raw = await this.redis.get(this.#key(key))
    return raw === null ? null : (JSON.parse(raw) as T)
  }

  async set(key: string, value: unknown, ttlSeconds: number) {
    await this.redis.set(
      this.#key(key),
      JSON.stringify(value),
      'EX',
      Math.max(1, Math.ceil(ttlSeconds))
    )
  }

  async delete(key: string) {
    await this.redis.del(this.#key(key))
  }

  #key(key: string) {
    return `${KEY_PREFIX}:${this.namespace}:${key}`
  }
}

/**
 * Redis when REDIS_URL is configured (the app's `main` connection), memory otherwise (embedded mode).
 * `namespace` is "<plugin>:<connection>", e.g. "unifi:controller-12".
 */
export async function createPluginCache(namespace: string): Promise<PluginCache> {
  if (!env.get('REDIS_URL')) return new MemoryPluginCache(namespace)
  // Imported once: a dynamic import per connection costs a module resolution each time (guest sign-ins open many).
  const { default: redis } = await (redisService ??= import('@adonisjs/redis/services/main'))
  return new RedisPluginCache(redis.connection('main') as unknown as RedisLike, namespace)
}

let redisService: Promise<typeof import('@adonisjs/redis/services/main')> | undefined
