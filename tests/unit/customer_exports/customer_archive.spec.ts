import { test } from '@japa/runner'
import yazl from 'yazl'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addLazy, writeZip } from '#core/customer_exports/services/customer_archive'

/** What reached the process as `event` (an uncaught exception or an unhandled rejection) while `work` ran. */
async function escapedDuring(
  event: 'uncaughtException' | 'unhandledRejection',
  work: () => Promise<void>
) {
  const escaped: unknown[] = []
  const record = (error: unknown) => escaped.push(error)
  process.on(event, record)
  try {
    await work()
  } finally {
    process.off(event, record)
  }
  return escaped
}

test.group('Customer archive / lazy entries', () => {
  test('a CSV whose rows fail half-way fails the archive instead of escaping as an uncaught error', async ({
    assert,
  }) => {
    const uncaught = await escapedDuring('uncaughtException', async () => {
      const zip = new yazl.ZipFile()
      const failed = new Promise<Error>((resolve) => zip.on('error', resolve))
      zip.outputStream.resume()
      addLazy(zip, 'guests.csv', async function* () {
        yield 'mac,name\r\n'
        throw new Error('the connection went away')
      })
      zip.end()
      const error = await failed
      assert.equal(error.message, 'the connection went away')
      await new Promise((resolve) => setImmediate(resolve))
    })
    assert.deepEqual(uncaught, [])
  })
})

test.group('Customer archive / writing', () => {
  test('a lazy part that fails while later entries are still being added fails the archive, never as an unhandled rejection', async ({
    assert,
  }) => {
    const folder = mkdtempSync(join(tmpdir(), 'airdeck-archive-'))
    try {
      const unhandled = await escapedDuring('unhandledRejection', async () => {
        const writing = writeZip(join(folder, 'export.zip'), async (zip) => {
          addLazy(zip, 'guests.csv', async function* () {
            yield 'mac,name\r\n'
            throw new Error('the guests query failed')
          })
          // The next part's own query fails later, while the guests' failure is already out.
          await new Promise((resolve) => setTimeout(resolve, 50))
          throw new Error('the invoices query failed')
        })
        await assert.rejects(() => writing)
        await new Promise((resolve) => setTimeout(resolve, 20))
      })
      assert.deepEqual(unhandled, [])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
