import { request } from 'node:http'
import { Readable } from 'node:stream'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Disk } from '@adonisjs/drive'
import Customer from '#core/customers/models/customer'
import User from '#core/users/models/user'
import { replaceStorageDisk, storageDisk } from '#kernel/storage/disk'
import { createUser } from '#tests/helpers/fixtures'

const FILE = Buffer.alloc(64 * 1024, 'x')

/** The configured disk, but whose reads fail: before the first byte, or after `sent` bytes. */
function failingDisk(sent: number): Disk {
  const real = storageDisk()
  const disk = Object.create(real) as Disk
  disk.getStream = async () =>
    Readable.from(
      (async function* () {
        if (sent > 0) yield FILE.subarray(0, sent)
        await new Promise((resolve) => setTimeout(resolve, 50))
        throw new Error('object store went away')
      })()
    )
  return disk
}

interface Outcome {
  status: number
  declared: number | null
  received: number
  /** How the exchange ended: complete, cut off by the server, or still waiting after 5 s. */
  end: 'complete' | 'cut' | 'hung'
}

/** A plain HTTP GET that reports what arrived, so that a wrong Content-Length shows as a hang, not a test timeout. */
function fetchRaw(path: string, token: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: process.env.HOST,
        port: process.env.PORT,
        path,
        headers: { authorization: `Bearer ${token}`, connection: 'keep-alive' },
      },
      (response) => {
        let received = 0
        const declared = response.headers['content-length']
        const outcome = (end: Outcome['end']) => {
          clearTimeout(timer)
          req.destroy()
          resolve({
            status: response.statusCode!,
            declared: declared ? Number(declared) : null,
            received,
            end,
          })
        }
        const timer = setTimeout(() => outcome('hung'), 5_000)
        response.on('data', (chunk: Buffer) => (received += chunk.length))
        response.on('end', () => outcome('complete'))
        response.on('aborted', () => outcome('cut'))
        response.on('error', () => outcome('cut'))
      }
    )
    req.end()
  })
}

test.group('Streaming a stored file that fails', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => replaceStorageDisk())

  async function logoRoute() {
    const admin = await createUser({ isAdmin: true })
    const key = `customers/stream-test/${Date.now()}.png`
    await storageDisk().put(key, FILE)
    const customer = await Customer.create({
      name: 'Stream test',
      country: 'BE',
      type: 2,
      logoPath: key,
    } as any)
    const token = (await User.accessTokens.create(admin)).value!.release()
    return { path: `/rest/customers/${customer.id}/logo`, token }
  }

  test('a read that works sends the whole file', async ({ assert }) => {
    const { path, token } = await logoRoute()
    assert.deepEqual(await fetchRaw(path, token), {
      status: 200,
      declared: FILE.length,
      received: FILE.length,
      end: 'complete',
    })
  })

  test('a read that fails before the first byte answers a 500 whose length is its own', async ({
    assert,
  }) => {
    const { path, token } = await logoRoute()
    replaceStorageDisk(failingDisk(0))
    const outcome = await fetchRaw(path, token)
    assert.equal(outcome.status, 500)
    assert.equal(outcome.end, 'complete')
    assert.equal(outcome.received, outcome.declared)
    assert.isBelow(outcome.received, 1024, 'the error, not the file')
  })

  test('a read that fails mid-stream cuts the connection instead of leaving the client waiting', async ({
    assert,
  }) => {
    const { path, token } = await logoRoute()
    replaceStorageDisk(failingDisk(16 * 1024))
    const outcome = await fetchRaw(path, token)
    assert.equal(outcome.status, 200)
    assert.equal(outcome.declared, FILE.length)
    assert.equal(outcome.end, 'cut')
    assert.isBelow(outcome.received, FILE.length)
  })
})
