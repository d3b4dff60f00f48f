import { test } from '@japa/runner'
import { MemoryStamps, RedisStamps } from '#core/access/services/access_stamps'
import { AccessCache } from '#core/access/services/access_cache'
import { BumpRetry } from '#kernel/cache/bump_retry'

/** The few Redis commands the stamps use, over a Map that a test can empty as an eviction would. */
function fakeRedis() {
  const keys = new Map<string, string>()
  return {
    keys,
    async mget(...names: string[]) {
      return names.map((name) => keys.get(name) ?? null)
    },
    async set(name: string, value: string, mode?: string) {
      if (mode === 'NX' && keys.has(name)) return null
      keys.set(name, value)
      return 'OK'
    },
    async mset(...pairs: string[]) {
      for (let i = 0; i < pairs.length; i += 2) keys.set(pairs[i], pairs[i + 1])
      return 'OK'
    },
  }
}

test.group('Access stamps', () => {
  for (const [name, make] of [
    ['Redis', () => new RedisStamps(fakeRedis())],
    ['memory', () => new MemoryStamps()],
  ] as const) {
    test(`${name}: a user's bump changes that user's stamp only; everyone's changes all`, async ({
      assert,
    }) => {
      const stamps = make()
      const [a1, b1] = [await stamps.read(1), await stamps.read(2)]
      assert.equal(await stamps.read(1), a1, 'stable while nothing changes')
      await stamps.bump([1])
      const [a2, b2] = [await stamps.read(1), await stamps.read(2)]
      assert.notEqual(a2, a1)
      assert.equal(b2, b1)
      await stamps.bump('everyone')
      assert.notEqual(await stamps.read(1), a2)
      assert.notEqual(await stamps.read(2), b2)
    })
  }

  test('Redis: a lost key never comes back to a stamp an old entry was stored under', async ({
    assert,
  }) => {
    const redis = fakeRedis()
    const stamps = new RedisStamps(redis)
    const seen = new Set<string | null>()
    for (let i = 0; i < 5; i++) {
      const stamp = await stamps.read(7)
      assert.isFalse(seen.has(stamp), `stamp ${stamp} came back`)
      seen.add(stamp)
      if (i % 2) redis.keys.clear()
      else await stamps.bump([7])
    }
  })

  test('the cache answers only for the same user, stamps and row, and never without stamps', ({
    assert,
  }) => {
    const cache = new AccessCache<string>()
    cache.set(1, 's1', 'row', 'value of 1')
    assert.equal(cache.get(1, 's1', 'row'), 'value of 1')
    assert.isUndefined(cache.get(2, 's1', 'row'))
    assert.isUndefined(cache.get(1, 's2', 'row'))
    cache.set(1, 's1', 'row', 'value of 1')
    assert.isUndefined(cache.get(1, 's1', 'changed row'))
    assert.isUndefined(cache.get(1, null, 'row'))
    cache.set(3, null, 'row', 'unstamped')
    assert.isUndefined(cache.get(3, null, 'row'))
  })
})

test.group('Access stamps / a bump that fails', () => {
  test('is sent again, merged with later failures, until it succeeds', async ({ assert }) => {
    const sent: string[] = []
    const reported: string[] = []
    let failuresLeft = 2
    const retry = new BumpRetry(
      async (scope) => {
        if (failuresLeft-- > 0) throw new Error('Command timed out')
        sent.push(scope === 'everyone' ? 'everyone' : scope.join(','))
      },
      (error) => reported.push((error as Error).message),
      5
    )
    await retry.bump([1])
    await retry.bump([2])
    assert.isTrue(retry.waiting)
    assert.deepEqual(sent, [])
    while (retry.waiting) await new Promise((resolve) => setTimeout(resolve, 5))
    assert.deepEqual(sent, ['1,2'])
    assert.deepEqual(reported, ['Command timed out'], 'one report for the failing stretch')
  })
})
