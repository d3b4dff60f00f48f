import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { createPluginCache, MemoryPluginCache } from '#core/plugins/plugin_cache'

test.group('plugin host / cache', () => {
  test('memory: values per namespace, expiry, delete', async ({ assert }) => {
    const a = new MemoryPluginCache(`a-${randomUUID()}`)
    const b = new MemoryPluginCache(`b-${randomUUID()}`)
    await a.set('session', { cookie: 'x' }, 60)
    assert.deepEqual(await a.get('session'), { cookie: 'x' })
    assert.isNull(await b.get('session'))
    await a.set('short', 1, 0.05)
    await new Promise((resolve) => setTimeout(resolve, 80))
    assert.isNull(await a.get('short'))
    await a.delete('session')
    assert.isNull(await a.get('session'))
  })

  test('the app cache (Redis when REDIS_URL is set) round-trips JSON and is shared by namespace', async ({
    assert,
  }) => {
    const namespace = `unifi:cache-test-${randomUUID()}`
    const writer = await createPluginCache(namespace)
    const reader = await createPluginCache(namespace)
    await writer.set('session', { flavour: 'classic', cookie: 'unifises=1', csrf: null }, 5)
    assert.deepEqual(await reader.get('session'), {
      flavour: 'classic',
      cookie: 'unifises=1',
      csrf: null,
    })
    assert.isNull(await (await createPluginCache(`${namespace}-other`)).get('session'))
    await reader.delete('session')
    assert.isNull(await writer.get('session'))
  })
})
