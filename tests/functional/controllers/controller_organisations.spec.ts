import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/users/models/user'
import {
  CREDENTIALS as PEPLINK,
  ORG_ID,
  startSimulator as startPeplink,
} from '#tests/plugins/peplink/peplink_target'
import {
  CREDENTIALS as OMADA,
  siteIdOf as omadaSite,
  startSimulator as startOmada,
} from '#tests/plugins/omada/omada_target'
import { createUser } from '#tests/helpers/fixtures'

async function addController(client: ApiClient, admin: User, form: Record<string, unknown>) {
  const created = await client
    .post('/rest/controllers')
    .json({ verifyTls: false, ...form })
    .withCsrfToken()
    .loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  return created.body().id as number
}

test.group('Controllers / organisations and site PPSK (live)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let peplink: Awaited<ReturnType<typeof startPeplink>>
  let omada: Awaited<ReturnType<typeof startOmada>>
  group.setup(async () => {
    ;[peplink, omada] = await Promise.all([startPeplink(), startOmada()])
    return async () => {
      await Promise.all([peplink.stop(), omada.stop()])
    }
  })

  test('an InControl organisation and its groups, with the venue bound to each; unknown organisation 404; admins only', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const id = await addController(client, admin, {
      vendor: 'peplink',
      alias: 'IC2',
      url: peplink.url,
      ...PEPLINK,
    })

    const organisations = await client.get(`/rest/controllers/${id}/org`).loginAs(admin)
    organisations.assertStatus(200)
    assert.deepInclude(organisations.body().data, {
      id: ORG_ID,
      name: 'Contract organisation',
      siteCount: 2,
    })

    const groups = await client.get(`/rest/controllers/${id}/org/${ORG_ID}`).loginAs(admin)
    groups.assertStatus(200)
    assert.sameMembers(
      groups.body().data.map((site: any) => site.name),
      ['Contract venue', 'Failover venue']
    )
    assert.isTrue(
      groups.body().data.every((site: any) => site.parentId === ORG_ID && site.location === null)
    )

    ;(await client.get(`/rest/controllers/${id}/org/no-such-org`).loginAs(admin)).assertStatus(404)
    ;(await client.get(`/rest/controllers/${id}/org`).loginAs(await createUser())).assertStatus(403)
    const noPpsk = await client
      .get(`/rest/controllers/${id}/sites/${encodeURIComponent(`${ORG_ID}:1`)}/ppsk`)
      .loginAs(admin)
    noPpsk.assertStatus(422)
    noPpsk.assertBodyContains({ code: 'E_CAPABILITY_UNSUPPORTED' })
  })

  test("a site's PPSK networks list their keys without any passphrase", async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const id = await addController(client, admin, {
      vendor: 'omada',
      alias: 'Omada',
      url: omada.url,
      ...OMADA,
    })
    const answer = await client
      .get(`/rest/controllers/${id}/sites/${encodeURIComponent(omadaSite(omada))}/ppsk`)
      .loginAs(admin)
    answer.assertStatus(200)
    const tenants = answer.body().data.find((network: any) => network.name === 'Tenants')
    assert.exists(tenants)
    assert.sameMembers(
      tenants.keys.map((key: any) => key.name),
      ['Unit 1', 'Unit 2']
    )
    assert.notInclude(answer.text(), 'passphrase')
  })
})
