import v8 from 'node:v8'
import vm from 'node:vm'
import { test } from '@japa/runner'
import { startSimulator } from './helpers/raw_client.js'

/** A real GC between measurements, without starting node with --expose-gc. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc')
  ;(vm.runInNewContext('gc') as () => void)()
}

test.group('UniFi simulator | benchmark scale', () => {
  test('5,000 generated sites are built lazily and keep memory small once all were touched', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({
      flavour: 'classic',
      generatedSites: 5000,
      randomSeed: 3,
    })
    cleanup(() => simulator.stop())
    await client.login()
    collectGarbage()
    const before = process.memoryUsage().heapUsed

    const sites = await client.get('/api/self/sites')
    assert.lengthOf(sites.json.data, 5000)
    assert.equal(sites.json.data[4999].name, 'site-5000')
    assert.equal(
      (await client.get('/api/s/site-5001/stat/device')).json.meta.msg,
      'api.err.NoSiteContext'
    )

    let devices = 0
    for (const name of simulator.state.siteNames()) devices += simulator.state.devices(name).length
    assert.equal(devices, 50_000)
    const sample = await client.get('/api/s/site-4321/stat/sta')
    assert.lengthOf(sample.json.data, 50)

    // A site that changed stays changed even though untouched sites are dropped from the cache.
    const ap = simulator.state.devices('site-17').find((d) => d.type === 'uap')!
    await client.post('/api/s/site-17/cmd/devmgr', { cmd: 'restart', mac: ap.mac })
    for (const name of simulator.state.siteNames().slice(100, 1000)) simulator.state.devices(name)
    assert.notEqual(simulator.state.devices('site-17').find((d) => d.mac === ap.mac)!.state, 1)

    collectGarbage()
    const grownMb = (process.memoryUsage().heapUsed - before) / 1e6
    assert.isBelow(grownMb, 80, `heap grew ${grownMb.toFixed(1)} MB`)
  }).timeout(120_000)
})
