import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { describeIntegration } from '#core/integrations/services/integration_catalog'

/** The four integration plugins of config/plugins.ts pass boot validation and describe their forms. */
test.group('integration plugins / enabled and described', () => {
  test('loyalty, crm, bar_ordering (per portal) and pipedrive (per partner) are loaded with their forms; secrets are write-only', async ({
    assert,
  }) => {
    const plugins = await app.container.make('plugins')
    const described = Object.fromEntries(
      ['loyalty', 'crm', 'bar_ordering', 'pipedrive'].map((id) => [
        id,
        describeIntegration(plugins.integration(id)),
      ])
    )
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(described).map(([id, d]) => [
          id,
          {
            scope: d.scope,
            capabilities: d.capabilities,
            fields: Object.keys(d.settingsSchema.properties ?? {}),
            options: Object.keys(d.optionsSchema?.properties ?? {}),
          },
        ])
      ),
      {
        loyalty: {
          scope: 'portal',
          capabilities: ['syncGuest', 'forgetGuest'],
          fields: ['apiKey'],
          options: ['subscriptionTypeUuid'],
        },
        crm: {
          scope: 'portal',
          capabilities: ['syncGuest', 'syncGuests', 'forgetGuest'],
          fields: ['accessToken', 'optInProperty'],
          options: [],
        },
        bar_ordering: {
          scope: 'portal',
          capabilities: ['syncGuest', 'forgetGuest'],
          fields: ['url', 'secret'],
          options: [],
        },
        pipedrive: {
          scope: 'partner',
          capabilities: ['readDeal'],
          fields: ['apiToken', 'companyDomain'],
          options: [],
        },
      }
    )
    assert.deepInclude(described.bar_ordering.settingsSchema.properties!.secret as object, {
      writeOnly: true,
    })
    assert.deepInclude(described.crm.settingsSchema.properties!.accessToken as object, {
      writeOnly: true,
    })
    assert.notProperty(
      described.crm.settingsSchema.properties!.optInProperty as object,
      'writeOnly'
    )
  })
})
