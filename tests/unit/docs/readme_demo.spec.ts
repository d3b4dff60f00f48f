import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { DEMO_UNIFI } from '#database/demo/demo_network'
import { DEMO_OMADA, DEMO_PEPLINK, DEMO_ZEROTIER } from '#database/demo/demo_vendors'

const readme = () => readFile(new URL('../../../README.md', import.meta.url), 'utf8')

test.group('README / the demo', () => {
  test('lists the credentials of every demo controller, as the "Add controller" forms ask for them', async ({
    assert,
  }) => {
    const text = await readme()
    const credentials = [
      DEMO_UNIFI.username,
      DEMO_UNIFI.password,
      DEMO_OMADA.options.clientId,
      DEMO_OMADA.options.clientSecret,
      DEMO_PEPLINK.options.clientId,
      DEMO_PEPLINK.options.clientSecret,
      DEMO_PEPLINK.row.settings!.organizationId as string,
      DEMO_ZEROTIER.options.token,
    ]
    for (const value of credentials) assert.include(text, `\`${value}\``, `README lacks ${value}`)
  })
})
