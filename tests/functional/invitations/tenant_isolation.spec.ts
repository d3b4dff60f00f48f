import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Invitation from '#core/invitations/models/invitation'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import {
  buildAccessWorld,
  pendingInvitation,
  READ_ONLY,
} from '#tests/functional/partners/access_world'
import { send } from '#tests/functional/partners/request'

const showInvite = (client: any, token: string) =>
  client.get(`/rest/auth/invite?token=${encodeURIComponent(token)}`)

test.group('Invitations / another tenant’s pending invitation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('inviting the same address gives a separate invitation; the other tenant’s is neither shown, rotated nor deleted', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const email = 'victim@ex.example'
    const theirs = await pendingInvitation({
      email,
      invitedBy: w.users.other,
      subjects: [['location', w.locations.lB.id]],
    })

    const mine = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        email,
        subject_type: 'location',
        subject_id: w.locations.lA1.id,
        permissions: READ_ONLY,
      },
    })
    mine.assertStatus(201)
    assert.notEqual(mine.body().id, theirs.invitation.id)
    assert.equal(mine.body().invited_by_id, w.users.full.id)
    assert.deepEqual(
      mine.body().subjects.map((s: any) => s.name),
      ['Venue A1']
    )
    assert.notInclude(JSON.stringify(mine.body()), 'Venue B')

    await theirs.invitation.refresh()
    assert.sameMembers(theirs.invitation.permissions, READ_ONLY)
    assert.isNull(theirs.invitation.partnerId)
    const theirSubjects = await InvitationSubject.query().where(
      'invitation_id',
      theirs.invitation.id
    )
    assert.deepEqual(
      theirSubjects.map((s) => s.subjectId),
      [w.locations.lB.id]
    )
    ;(await showInvite(client, theirs.token)).assertStatus(200)
    assert.lengthOf(await Invitation.query().where('email', email), 2)

    const listed = await send(client, 'get', '/rest/invites', w.users.full)
    assert.notInclude(
      listed.body().data.map((i: any) => i.id),
      theirs.invitation.id
    )
    ;(
      await send(client, 'post', `/rest/invites/resend/${theirs.invitation.id}`, w.users.full)
    ).assertStatus(404)
    ;(
      await send(client, 'delete', `/rest/invites/${theirs.invitation.id}`, w.users.full)
    ).assertStatus(404)
    ;(await showInvite(client, theirs.token)).assertStatus(200)
  })

  test('a partner inviting the same address never re-partners or widens the other tenant’s invitation', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const email = 'moved@ex.example'
    const theirs = await pendingInvitation({
      email,
      invitedBy: w.users.other,
      subjects: [['location', w.locations.lB.id]],
    })
    const response = await send(client, 'post', '/rest/invites', w.users.partnerUser, {
      body: {
        emails: [email],
        subjects: [{ type: 'location', id: w.locations.lA1.id }],
        permissions: READ_ONLY.filter((k) => k !== 'invoices_read'),
        partner_id: w.partner.id,
      },
    })
    response.assertStatus(201)
    assert.notEqual(response.body().data[0].id, theirs.invitation.id)
    await theirs.invitation.refresh()
    assert.isNull(theirs.invitation.partnerId)
    assert.lengthOf(await InvitationSubject.query().where('invitation_id', theirs.invitation.id), 1)
  })

  test('an invitation that also opens another tenant’s object is hidden from lists and cannot be managed', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const email = 'mixed@ex.example'
    const mixed = await pendingInvitation({
      email,
      invitedBy: w.users.admin,
      subjects: [
        ['location', w.locations.lA1.id],
        ['location', w.locations.lB.id],
      ],
    })

    const perObject = await send(
      client,
      'get',
      `/rest/invites/location/${w.locations.lA1.id}`,
      w.users.full
    )
    perObject.assertStatus(200)
    assert.notInclude(
      perObject.body().data.map((i: any) => i.id),
      mixed.invitation.id
    )
    assert.notInclude(JSON.stringify(perObject.body()), 'Venue B')
    const listed = await send(client, 'get', '/rest/invites', w.users.full)
    assert.notInclude(
      listed.body().data.map((i: any) => i.id),
      mixed.invitation.id
    )
    ;(
      await send(client, 'delete', `/rest/invites/${mixed.invitation.id}`, w.users.full)
    ).assertStatus(404)

    const separate = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: [email],
        subjects: [{ type: 'location', id: w.locations.lA1.id }],
        permissions: [...READ_ONLY, 'location_update'],
      },
    })
    separate.assertStatus(201)
    assert.notEqual(separate.body().data[0].id, mixed.invitation.id)
    await mixed.invitation.refresh()
    assert.sameMembers(mixed.invitation.permissions, READ_ONLY)
    ;(await showInvite(client, mixed.token)).assertStatus(200)
  })

  test('who manages: the inviter, users_create on every object, members for partner-only invitations; readers get 403', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const onA1 = await pendingInvitation({
      invitedBy: w.users.admin,
      subjects: [['location', w.locations.lA1.id]],
    })
    const intoPartner = await pendingInvitation({
      invitedBy: w.users.admin,
      partnerId: w.partner.id,
    })

    ;(
      await send(client, 'delete', `/rest/invites/${onA1.invitation.id}`, w.users.readOnly)
    ).assertStatus(403)
    ;(
      await send(client, 'delete', `/rest/invites/${intoPartner.invitation.id}`, w.users.full)
    ).assertStatus(404)
    const partnerList = await send(client, 'get', '/rest/invites', w.users.partnerUser)
    assert.includeMembers(
      partnerList.body().data.map((i: any) => i.id),
      [intoPartner.invitation.id, onA1.invitation.id]
    )
    ;(
      await send(
        client,
        'delete',
        `/rest/invites/${intoPartner.invitation.id}`,
        w.users.partnerUser
      )
    ).assertStatus(204)
    ;(
      await send(client, 'post', `/rest/invites/resend/${onA1.invitation.id}`, w.users.full)
    ).assertStatus(200)
    ;(
      await send(client, 'delete', `/rest/invites/${onA1.invitation.id}`, w.users.full)
    ).assertStatus(204)
    assert.isNull(await Invitation.find(onA1.invitation.id))
  })
})

test.group('Invitations / deleting one of their objects', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('an invitation keeps its other objects and its link; it goes only with its last object', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const multi = await pendingInvitation({
      invitedBy: w.users.admin,
      subjects: [
        ['group', w.groups.gA.id],
        ['location', w.locations.lB.id],
      ],
    })
    const single = await pendingInvitation({
      invitedBy: w.users.admin,
      subjects: [['group', w.groups.gA.id]],
    })

    ;(await send(client, 'delete', `/rest/groups/${w.groups.gA.id}`, w.users.admin)).assertStatus(
      204
    )

    const kept = await Invitation.find(multi.invitation.id)
    assert.isNotNull(kept, 'a multi-object invitation survives')
    assert.equal(kept!.subjectType, 'location')
    assert.equal(kept!.subjectId, w.locations.lB.id)
    assert.deepEqual(
      (await InvitationSubject.query().where('invitation_id', multi.invitation.id)).map(
        (s) => s.subjectId
      ),
      [w.locations.lB.id]
    )
    const shown = await showInvite(client, multi.token)
    shown.assertStatus(200)
    assert.equal(shown.body().subject.name, 'Venue B')
    assert.isNull(await Invitation.find(single.invitation.id), 'the single-object one goes')
    ;(await showInvite(client, single.token)).assertStatus(404)

    ;(await send(client, 'delete', `/rest/groups/${w.groups.gB.id}`, w.users.admin)).assertStatus(
      204
    )
    assert.isNotNull(await Invitation.find(multi.invitation.id), 'its location still exists')
  })
})
