import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'

test.group('Request log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one line per request: method, path without the query, status, duration, request id, user id', async ({
    client,
    assert,
  }) => {
    const lines: Array<Record<string, unknown>> = []
    const info = logger.info
    app.config.set('app.logRequests', true)
    logger.info = ((fields: Record<string, unknown>, message?: string) => {
      if (message === 'request') lines.push(fields)
    }) as typeof logger.info
    try {
      const user = await createUser()
      await client.get('/rest/self').loginAs(user)
      await client.get('/rest/auth/invite?token=secret-token-value')
      // A line is written when the answer has been sent, which can be just after the client has read it.
      await pollUntil(() => lines.length >= 2, { what: 'both request lines' })
    } finally {
      logger.info = info
      app.config.set('app.logRequests', false)
    }
    const self = lines.find((line) => line.path === '/rest/self')
    assert.exists(self)
    assert.include(self!, { method: 'GET', status: 200 })
    assert.isNumber(self!.ms)
    assert.isString(self!.request_id)
    assert.isNumber(self!.user_id)
    const invite = lines.find((line) => String(line.path).startsWith('/rest/auth/invite'))
    assert.equal(invite!.path, '/rest/auth/invite')
    assert.isNull(invite!.user_id)
    assert.notInclude(JSON.stringify(lines), 'secret-token-value')
  })

  test('capability URLs are logged as their route pattern, never with the secret id', async ({
    client,
    assert,
  }) => {
    const secrets = {
      tenant: 'tnt8c1e5b0a9d7f42e6b3',
      connecting: 'cnx4f2a9e8b7c6d5e4f3a2b1',
      inventoryExport: 'exp9a8b7c6d5e4f3a2b1c0d',
      portalExport: 'pex1a2b3c4d5e6f7a8b9c0d',
      webApp: 'inv7e6d5c4b3a2f1e0d9c8b',
    }
    const lines = await captureRequestLines(5, async () => {
      await client.get(`/tenants/${secrets.tenant}`)
      await client.get(`/guest/connecting/${secrets.connecting}`)
      await client.get(`/rest/inventory-exports/${secrets.inventoryExport}`)
      await client.get(`/rest/portal-exports/${secrets.portalExport}`)
      await client.get(`/account/invite/${secrets.webApp}`)
    })
    const paths = lines.map((line) => line.path)
    for (const pattern of [
      '/tenants/:publicId',
      '/guest/connecting/:token',
      '/rest/inventory-exports/:token',
      '/rest/portal-exports/:token',
      '/account/invite/:opaque',
    ])
      assert.include(paths, pattern)
    for (const secret of Object.values(secrets)) assert.notInclude(JSON.stringify(lines), secret)
  })
})

async function captureRequestLines(expected: number, work: () => Promise<void>) {
  const lines: Array<Record<string, unknown>> = []
  const info = logger.info
  app.config.set('app.logRequests', true)
  logger.info = ((fields: Record<string, unknown>, message?: string) => {
    if (message === 'request') lines.push(fields)
  }) as typeof logger.info
  try {
    await work()
    await pollUntil(() => lines.length >= expected, { what: `${expected} request lines` })
  } finally {
    logger.info = info
    app.config.set('app.logRequests', false)
  }
  return lines
}
