import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { useSimulator } from '#tests/functional/network/network_world'
import {
  bindToSimulator,
  portalPeople,
} from '#tests/functional/portal_guest_access/guest_access_world'

/** Issue 31 item 4: the venue's history holds portal entries (allow-list labels, voucher batches) only for portal readers. */
test.group('Locations / history of the guest portal needs the portal keys', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('a venue reader without portal_read does not see allowed-MAC or voucher entries; a portal reader does', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    await bindToSimulator(client, people, sim())
    const venue = `/rest/locations/${people.location.id}`
    ;(
      await client
        .post(`${venue}/network/allowed-macs`)
        .json({ mac: '02:11:22:33:44:55', label: "Owner's laptop" })
        .withCsrfToken()
        .loginAs(people.editor)
    ).assertStatus(201)
    ;(
      await client
        .post(`${venue}/portal/vouchers`)
        .json({ name: 'Wedding party', count: 2, durationMinutes: 60 })
        .withCsrfToken()
        .loginAs(people.editor)
    ).assertStatus(201)

    const portalReader = await client.get(`${venue}/log`).loginAs(people.reader)
    portalReader.assertStatus(200)
    assert.includeMembers(
      portalReader.body().data.map((entry: any) => entry.action),
      ['portal.allowed_mac_added', 'portal.vouchers_created']
    )

    const venueReader = await client.get(`${venue}/log`).loginAs(people.networkOnly)
    venueReader.assertStatus(200)
    const actions: string[] = venueReader.body().data.map((entry: any) => entry.action)
    assert.isFalse(
      actions.some((action) => action.startsWith('portal.')),
      actions.join(', ')
    )
    assert.notInclude(venueReader.text(), "Owner's laptop")
    assert.notInclude(venueReader.text(), 'Wedding party')
    assert.equal(venueReader.body().meta.total, actions.length, 'the count leaves them out too')
    assert.include(actions, 'location.network_bound', 'the rest of the history stays')
  })
})
