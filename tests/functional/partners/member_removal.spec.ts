import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PartnerGrant from '#core/access/models/partner_grant'
import { createUser } from '#tests/helpers/fixtures'
import { buildAccessWorld, READ_ONLY } from '#tests/functional/partners/access_world'
import { send } from '#tests/functional/partners/request'

test.group('Partners / removing a fellow member', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('takes users_delete through the partner grants; admins always may', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    await PartnerGrant.query().where('partner_id', w.partner.id).update({ permissions: READ_ONLY })
    const fellow = await createUser({ partnerId: w.partner.id })
    const path = `/rest/partners/user/${w.partner.id}/${fellow.id}`

    ;(await send(client, 'delete', path, w.users.partnerUser)).assertStatus(403)
    await fellow.refresh()
    assert.equal(fellow.partnerId, w.partner.id)

    await PartnerGrant.query()
      .where('partner_id', w.partner.id)
      .update({ permissions: [...READ_ONLY, 'users_delete'] })
    ;(await send(client, 'delete', path, w.users.partnerUser)).assertStatus(204)
    await fellow.refresh()
    assert.isNull(fellow.partnerId)

    const another = await createUser({ partnerId: w.partner.id })
    await PartnerGrant.query().where('partner_id', w.partner.id).delete()
    ;(
      await send(
        client,
        'delete',
        `/rest/partners/user/${w.partner.id}/${another.id}`,
        w.users.admin
      )
    ).assertStatus(204)
  })
})
