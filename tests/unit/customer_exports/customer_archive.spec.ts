import { test } from '@japa/runner'
import yazl from 'yazl'
import { addLazy } from '#core/customer_exports/services/customer_archive'

test.group('Customer archive / lazy entries', () => {
  test('a CSV whose rows fail half-way fails the archive instead of escaping as an uncaught error', async ({
    assert,
  }) => {
    const uncaught: unknown[] = []
    const record = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', record)
    try {
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
      assert.deepEqual(uncaught, [])
    } finally {
      process.off('uncaughtException', record)
    }
  })
})
