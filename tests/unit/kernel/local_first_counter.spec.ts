import { test } from '@japa/runner'
import { LocalFirstCounter, type CounterState } from '#kernel/http/contract/local_first_counter'

/** A shared store as Redis keeps it: one count per key for the window. */
function sharedStore() {
  const counts = new Map<string, number>()
  return async (key: string, added: number): Promise<CounterState> => {
    counts.set(key, (counts.get(key) ?? 0) + added)
    return { consumed: counts.get(key)!, availableIn: 60 }
  }
}

test.group('Local-first counter (public reads)', () => {
  test('two processes: the limit holds for both together, within a batch each; few round trips', async ({
    assert,
  }) => {
    const store = sharedStore()
    const processes = [new LocalFirstCounter(store), new LocalFirstCounter(store)]
    const limit = 600
    let admitted = 0
    for (let i = 0; i < 1_000; i++) {
      const state = await processes[i % 2].count('route:public:ip:1', limit, 60)
      if (state.consumed <= limit) admitted++
    }
    const batch = limit / 20
    assert.isAtLeast(admitted, limit - 2 * batch)
    assert.isAtMost(admitted, limit + 2 * batch)
    const calls = processes[0].storeCalls + processes[1].storeCalls
    // Far from the limit one call per batch; near it, one per request until the count is over.
    assert.isBelow(calls, 1_000 / 2)
  })

  test('a small limit is counted exactly (every request goes to the store)', async ({ assert }) => {
    const counter = new LocalFirstCounter(sharedStore())
    const consumed = []
    for (let i = 0; i < 4; i++) consumed.push((await counter.count('k', 3, 60)).consumed)
    assert.deepEqual(consumed, [1, 2, 3, 4])
    assert.equal(counter.storeCalls, 4)
  })

  test('each address has its own count', async ({ assert }) => {
    const counter = new LocalFirstCounter(sharedStore())
    await counter.count('a', 100, 60)
    assert.equal((await counter.count('b', 100, 60)).consumed, 1)
  })

  test('counts the store did not take (an outage) are kept for the next batch, not lost', async ({
    assert,
  }) => {
    const shared = sharedStore()
    let down = true
    const counter = new LocalFirstCounter(async (key, added) => {
      if (down) throw new Error('store unavailable')
      return shared(key, added)
    })
    await assert.rejects(() => counter.count('k', 3, 60), 'store unavailable')
    down = false
    assert.equal((await counter.count('k', 3, 60)).consumed, 2)
  })
})
