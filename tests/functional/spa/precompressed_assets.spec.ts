import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const NAME = 'airdeck-test-asset-0a1b2c.js'
const SOURCE = `export const greeting = ${JSON.stringify('hello '.repeat(500))}\n`
const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Web app / precompressed assets', (group) => {
  group.setup(() => {
    mkdirSync(app.publicPath('assets'), { recursive: true })
    writeFileSync(app.publicPath(`assets/${NAME}`), SOURCE)
    writeFileSync(app.publicPath(`assets/${NAME}.br`), brotliCompressSync(SOURCE))
    writeFileSync(app.publicPath(`assets/${NAME}.gz`), gzipSync(SOURCE))
    return () => {
      for (const suffix of ['', '.br', '.gz'])
        rmSync(app.publicPath(`assets/${NAME}${suffix}`), { force: true })
    }
  })

  test('sends the Brotli copy to browsers that accept it', async ({ assert }) => {
    const response = await fetch(`${base()}/assets/${NAME}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-encoding'), 'br')
    assert.equal(response.headers.get('vary'), 'Accept-Encoding')
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/)
    assert.include(response.headers.get('cache-control') ?? '', 'immutable')
    assert.equal(Number(response.headers.get('content-length')), brotliCompressSync(SOURCE).length)
    assert.equal(await response.text(), SOURCE, 'fetch decodes the Brotli body')
  })

  test('falls back to gzip, then to the plain file', async ({ assert }) => {
    const gzip = await fetch(`${base()}/assets/${NAME}`, { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzip.headers.get('content-encoding'), 'gzip')
    assert.equal(await gzip.text(), SOURCE)

    const plain = await fetch(`${base()}/assets/${NAME}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    assert.equal(plain.status, 200)
    assert.isNull(plain.headers.get('content-encoding'))
    assert.equal(await plain.text(), SOURCE)
  })

  test('never leaves the assets folder', async ({ assert }) => {
    const response = await fetch(`${base()}/assets/..%2f..%2fpackage.json`, {
      headers: { 'accept-encoding': 'br' },
    })
    assert.notEqual(response.headers.get('content-encoding'), 'br')
    assert.notInclude(await response.text(), '"workspaces"')
  })
})
