import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Invitation from '#core/invitations/models/invitation'
import InvitationSubject from '#core/invitations/models/invitation_subject'
import AuditLog from '#kernel/audit/audit_log'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import {
  buildAccessWorld,
  pendingInvitation,
  READ_ONLY,
} from '#tests/functional/partners/access_world'
import { send } from '#tests/functional/partners/request'
import { createUser, grant } from '#tests/helpers/fixtures'

const tokenOf = (text: string | undefined) =>
  decodeURIComponent(/register\?token=([A-Za-z0-9_%-]+)/.exec(text ?? '')![1])
const PASSWORD = 'Kolibri-tafel-5%'

test.group('Invitations / the wizard payload', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('several e-mails and objects at once: one invitation and one mail per address', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const response = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: ['one@airdeck.test', 'Two@Airdeck.test'],
        subjects: [
          { type: 'location', id: w.locations.lA1.id },
          { type: 'location', id: w.locations.lA2.id },
        ],
        permissions: READ_ONLY,
        lang: 'nl',
      },
    })
    response.assertStatus(201)
    const data = response.body().data
    assert.sameMembers(
      data.map((i: any) => i.email),
      ['one@airdeck.test', 'two@airdeck.test']
    )
    assert.sameMembers(
      data[0].subjects.map((s: any) => s.name),
      ['Venue A1', 'Venue A2']
    )
    const rows = await InvitationSubject.query().whereIn(
      'invitation_id',
      data.map((i: any) => i.id)
    )
    assert.lengthOf(rows, 4)
    const mail = await mailCatcher.waitFor('two@airdeck.test')
    assert.include(mail.text ?? '', 'Venue A1')
    await mailCatcher.waitFor('one@airdeck.test')
    const audits = await AuditLog.query()
      .where('action', 'invitation.created')
      .whereIn(
        'object_id',
        data.map((i: any) => String(i.id))
      )
    assert.lengthOf(audits, 2)
  })

  test('existing accounts the inviter can see are refused as a whole, each listed; others are not revealed', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const response = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: ['fresh@airdeck.test', w.users.readOnly.email, w.users.other.email],
        subjects: [{ type: 'customer', id: w.customers.cA.id }],
        permissions: READ_ONLY,
      },
    })
    response.assertStatus(422)
    assert.equal(response.body().code, 'E_USER_EXISTS')
    assert.include(response.body().message, w.users.readOnly.email)
    assert.notInclude(
      response.body().message,
      w.users.other.email,
      'another tenant’s user is not named'
    )
    assert.deepEqual(
      response.body().errors.map((e: any) => `${e.field}:${e.rule}`),
      ['emails.1:not_registered']
    )
    assert.lengthOf(await Invitation.query().where('email', 'fresh@airdeck.test'), 0)
  })

  test('someone without the right to invite learns nothing about addresses', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const response = await send(client, 'post', '/rest/invites', w.users.readOnly, {
      body: {
        emails: [w.users.other.email, w.users.full.email],
        subjects: [{ type: 'customer', id: w.customers.cA.id }],
        permissions: READ_ONLY,
      },
    })
    response.assertStatus(403)
    assert.notEqual(response.body().code, 'E_USER_EXISTS')
  })

  test('an account outside the inviter’s view gets an invitation it accepts by signing in', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const sent = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: [w.users.other.email],
        subjects: [{ type: 'location', id: w.locations.lA1.id }],
        permissions: READ_ONLY,
      },
    })
    sent.assertStatus(201)
    const mail = await mailCatcher.waitFor(w.users.other.email)
    const token = decodeURIComponent(
      /invitations\/accept\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1]
    )

    const stranger = await send(client, 'post', '/rest/invites/accept', w.users.readOnly, {
      body: { token },
    })
    stranger.assertStatus(404)
    assert.equal(stranger.body().code, 'E_INVITE_INVALID')
    const accepted = await send(client, 'post', '/rest/invites/accept', w.users.other, {
      body: { token },
    })
    accepted.assertStatus(200)
    const location = await send(
      client,
      'get',
      `/rest/locations/${w.locations.lA1.id}`,
      w.users.other
    )
    location.assertStatus(200)
    const again = await send(client, 'post', '/rest/invites/accept', w.users.other, {
      body: { token },
    })
    again.assertStatus(404)
  })

  test('no permissions, an empty column, bad e-mails and unknown objects are refused, translated', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const base = {
      emails: ['x@airdeck.test'],
      subjects: [{ type: 'customer', id: w.customers.cA.id }],
    }
    const none = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { ...base, permissions: [] },
    })
    none.assertStatus(422)
    assert.equal(none.body().code, 'E_NO_PERMISSIONS')

    await w.users.full.merge({ lang: 'fr' }).save()
    const column = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { ...base, permissions: ['customer_read', 'location_read'] },
    })
    column.assertStatus(422)
    assert.equal(column.body().code, 'E_NO_PERMISSIONS')
    assert.sameMembers(
      column.body().errors.map((e: any) => e.field),
      ['permissions.group', 'permissions.invoices', 'permissions.portal', 'permissions.users']
    )
    assert.equal(column.body().errors[0].message, 'Sélectionnez au moins une autorisation')

    const badMail = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { ...base, emails: ['not-an-email'], permissions: READ_ONLY },
    })
    badMail.assertStatus(422)
    assert.equal(badMail.body().errors[0].field, 'emails.0')
    const noMail = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { subjects: base.subjects, permissions: READ_ONLY },
    })
    noMail.assertStatus(422)
    const badKey = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { ...base, permissions: ['root'] },
    })
    badKey.assertStatus(422)
    const unknown = await send(client, 'post', '/rest/invites', w.users.admin, {
      body: { ...base, subjects: [{ type: 'location', id: 999999 }], permissions: READ_ONLY },
    })
    unknown.assertStatus(404)
    const noSubjects = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { emails: ['x@airdeck.test'], permissions: READ_ONLY },
    })
    noSubjects.assertStatus(422)
    assert.lengthOf(await Invitation.query().where('email', 'x@airdeck.test'), 0)
  })

  test('a partner invites without an invoices column, and into its own partner only', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const noInvoices = READ_ONLY.filter((k) => k !== 'invoices_read')
    const ok = await send(client, 'post', '/rest/invites', w.users.partnerUser, {
      body: {
        emails: ['p1@airdeck.test'],
        subjects: [{ type: 'location', id: w.locations.lA1.id }],
        permissions: noInvoices,
      },
    })
    ok.assertStatus(201)
    const member = await send(client, 'post', '/rest/invites', w.users.partnerUser, {
      body: { emails: ['p2@airdeck.test'], partner_id: w.partner.id },
    })
    member.assertStatus(201)
    assert.equal(member.body().data[0].partner_id, w.partner.id)
    const otherPartner = await send(client, 'post', '/rest/invites', w.users.full, {
      body: { emails: ['p3@airdeck.test'], partner_id: w.partner.id },
    })
    otherPartner.assertStatus(403)
    const listed = await send(
      client,
      'get',
      `/rest/partners/${w.partner.id}/invites`,
      w.users.partnerUser
    )
    assert.deepEqual(
      listed.body().data.map((i: any) => i.email),
      ['p2@airdeck.test']
    )
  })
})

test.group('Invitations / validate, resend, delete, per object', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('validate says whether an address can be invited', async ({ client, assert }) => {
    const w = await buildAccessWorld()
    const free = await send(client, 'post', '/rest/invites/validate', w.users.partnerUser, {
      body: { email: ' Free@Airdeck.test ' },
    })
    free.assertStatus(200)
    assert.deepEqual(free.body(), { email: 'free@airdeck.test', valid: true, exists: false })
    const taken = await send(client, 'post', '/rest/invites/validate', w.users.admin, {
      body: { email: w.users.other.email },
    })
    assert.deepEqual(taken.body(), { email: w.users.other.email, valid: false, exists: true })
    // Without admin or partner rights the answer does not tell whether the account exists.
    const hidden = await send(client, 'post', '/rest/invites/validate', w.users.full, {
      body: { email: w.users.other.email },
    })
    assert.deepEqual(hidden.body(), { email: w.users.other.email, valid: true })
    const sent = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: [w.users.readOnly.email],
        subjects: [{ type: 'customer', id: w.customers.cA.id }],
        permissions: READ_ONLY,
      },
    })
    assert.equal(sent.body().code, 'E_USER_EXISTS')
    const bad = await send(client, 'post', '/rest/invites/validate', w.users.full, {
      body: { email: 'nope' },
    })
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'email')
    const missing = await send(client, 'post', '/rest/invites/validate', w.users.full, { body: {} })
    missing.assertStatus(422)
  })

  test('resend makes a new link and kills the old one; delete kills it too', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const { invitation, token } = await pendingInvitation({
      email: 'again@airdeck.test',
      invitedBy: w.users.full,
      subjects: [['customer', w.customers.cA.id]],
    })
    const resent = await send(client, 'post', `/rest/invites/resend/${invitation.id}`, w.users.full)
    resent.assertStatus(200)
    const mail = await mailCatcher.waitFor('again@airdeck.test')
    const fresh = tokenOf(mail.text)
    assert.notEqual(fresh, token)
    ;(await client.get(`/rest/auth/invite?token=${encodeURIComponent(token)}`)).assertStatus(404)
    ;(await client.get(`/rest/auth/invite?token=${encodeURIComponent(fresh)}`)).assertStatus(200)
    assert.isAbove(
      (
        await AuditLog.query().where({
          action: 'invitation.resent',
          object_id: String(invitation.id),
        })
      ).length,
      0
    )

    const removed = await send(client, 'delete', `/rest/invites/${invitation.id}`, w.users.full)
    removed.assertStatus(204)
    ;(await client.get(`/rest/auth/invite?token=${encodeURIComponent(fresh)}`)).assertStatus(404)
    ;(await send(client, 'delete', `/rest/invites/${invitation.id}`, w.users.full)).assertStatus(
      404
    )
    ;(await send(client, 'post', '/rest/invites/resend/abc', w.users.full)).assertStatus(404)
    assert.lengthOf(
      await AuditLog.query().where({
        action: 'invitation.deleted',
        object_id: String(invitation.id),
      }),
      1
    )
  })

  test('inviting an address with a pending invitation refreshes it: merged, new link, new expiry, new mail', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const email = 'twice@airdeck.test'
    const first = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: [email],
        subjects: [{ type: 'location', id: w.locations.lA1.id }],
        permissions: READ_ONLY,
      },
    })
    first.assertStatus(201)
    const oldToken = tokenOf((await mailCatcher.waitFor(email)).text)
    const id = first.body().data[0].id
    await Invitation.query()
      .where('id', id)
      .update({ expires_at: new Date(Date.now() - 60_000) })
    mailCatcher.clear()

    const again = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: [email],
        subjects: [{ type: 'location', id: w.locations.lA2.id }],
        permissions: [...READ_ONLY, 'location_update'],
      },
    })
    again.assertStatus(201)
    assert.equal(again.body().data[0].id, id, 'the same invitation')
    const rows = await Invitation.query().where('email', email)
    assert.lengthOf(rows, 1, 'no second invitation')
    assert.sameMembers(rows[0].permissions, [...READ_ONLY, 'location_update'])
    assert.isTrue(rows[0].expiresAt.toMillis() > Date.now() + 24 * 3600_000, 'a new expiry')
    const subjects = await InvitationSubject.query().where('invitation_id', id)
    assert.sameMembers(
      subjects.map((s) => s.subjectId),
      [w.locations.lA1.id, w.locations.lA2.id]
    )

    const mail = await mailCatcher.waitFor(email)
    assert.include(mail.text ?? '', 'Venue A2')
    const newToken = tokenOf(mail.text)
    assert.notEqual(newToken, oldToken)
    ;(await client.get(`/rest/auth/invite?token=${encodeURIComponent(oldToken)}`)).assertStatus(404)
    ;(await client.get(`/rest/auth/invite?token=${encodeURIComponent(newToken)}`)).assertStatus(200)
    const audits = await AuditLog.query().where({
      action: 'invitation.refreshed',
      object_id: String(id),
    })
    assert.lengthOf(audits, 1)
  })

  test('a refresh may not widen access on objects of a pending invitation the inviter cannot give', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const email = 'elsewhere@airdeck.test'
    // The inviter manages it (users_create on its object) but cannot give location_update anywhere.
    const limited = await createUser({ firstname: 'Lena', name: 'Limited' })
    await grant(limited, 'customer', w.customers.cA.id, [...READ_ONLY, 'users_create'])
    const { invitation, token } = await pendingInvitation({
      email,
      invitedBy: w.users.admin,
      subjects: [['location', w.locations.lA1.id]],
      permissions: [...READ_ONLY, 'location_update'],
    })
    const wider = await send(client, 'post', '/rest/invites', limited, {
      body: {
        emails: ['fresh.one@airdeck.test', email],
        subjects: [{ type: 'location', id: w.locations.lA2.id }],
        permissions: READ_ONLY,
      },
    })
    wider.assertStatus(422)
    assert.equal(wider.body().code, 'E_INVITATION_PENDING')
    assert.deepEqual(
      wider.body().errors.map((e: any) => `${e.field}:${e.rule}`),
      ['emails.1:invitation_pending']
    )
    assert.include(wider.body().message, email)
    await invitation.refresh()
    assert.sameMembers(invitation.permissions, [...READ_ONLY, 'location_update'], 'untouched')
    assert.lengthOf(
      await Invitation.query().where('email', 'fresh.one@airdeck.test'),
      0,
      'nothing written for the batch'
    )
    ;(await client.get(`/rest/auth/invite?token=${encodeURIComponent(token)}`)).assertStatus(200)

    const same = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: [email],
        subjects: [{ type: 'location', id: w.locations.lA2.id }],
        permissions: READ_ONLY,
      },
    })
    same.assertStatus(201)
    assert.equal(same.body().data[0].id, invitation.id)
    const subjects = await InvitationSubject.query().where('invitation_id', invitation.id)
    assert.sameMembers(
      subjects.map((s) => s.subjectId),
      [w.locations.lA1.id, w.locations.lA2.id]
    )
  })

  test('per-object lists hold the pending invitations that open that object', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const onA1 = await pendingInvitation({
      invitedBy: w.users.admin,
      subjects: [['location', w.locations.lA1.id]],
    })
    const onA2 = await pendingInvitation({
      invitedBy: w.users.admin,
      subjects: [['location', w.locations.lA2.id]],
    })
    const onB = await pendingInvitation({
      invitedBy: w.users.admin,
      subjects: [['location', w.locations.lB.id]],
    })
    const a1 = await send(
      client,
      'get',
      `/rest/invites/location/${w.locations.lA1.id}`,
      w.users.readOnly
    )
    assert.deepEqual(
      a1.body().data.map((i: any) => i.id),
      [onA1.invitation.id]
    )
    // GET /invites holds only what the caller can manage (users_create), not what it can read.
    assert.deepEqual((await send(client, 'get', '/rest/invites', w.users.readOnly)).body().data, [])
    const all = await send(client, 'get', '/rest/invites', w.users.full)
    const ids = all.body().data.map((i: any) => i.id)
    assert.includeMembers(ids, [onA1.invitation.id, onA2.invitation.id])
    assert.notInclude(ids, onB.invitation.id)
    ;(
      await send(client, 'get', `/rest/invites/location/${w.locations.lB.id}`, w.users.readOnly)
    ).assertStatus(404)
    ;(await send(client, 'get', '/rest/invites/partner/1', w.users.admin)).assertStatus(404)
  })
})

test.group('Invitations / the whole journey', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('invite → mail → accept → register → the colleague sees only the granted location', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const invited = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: ['colleague.new@airdeck.test'],
        subjects: [{ type: 'location', id: w.locations.lA2.id }],
        permissions: READ_ONLY,
        lang: 'en',
      },
    })
    invited.assertStatus(201)
    const mail = await mailCatcher.waitFor('colleague.new@airdeck.test')
    const token = tokenOf(mail.text)

    const shown = await client.get(`/rest/auth/invite?token=${encodeURIComponent(token)}`)
    shown.assertStatus(200)
    assert.equal(shown.body().email, 'colleague.new@airdeck.test')

    const registered = await client
      .post('/rest/auth/register')
      .json({
        firstname: 'New',
        name: 'Colleague',
        email: 'colleague.new@airdeck.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        lang: 'en',
        token,
      })
      .withCsrfToken()
    registered.assertStatus(201)

    const login = await client
      .post('/rest/auth/login')
      .json({ email: 'colleague.new@airdeck.test', password: PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
    const user = await (
      await import('#core/users/models/user')
    ).default.findByOrFail('email', 'colleague.new@airdeck.test')
    const locations = await client.get('/rest/locations?perPage=100').loginAs(user)
    locations.assertStatus(200)
    assert.deepEqual(
      locations.body().data.map((l: any) => l.id),
      [w.locations.lA2.id]
    )
    ;(await client.get(`/rest/locations/${w.locations.lA1.id}`).loginAs(user)).assertStatus(404)
    ;(await client.get(`/rest/customers/${w.customers.cA.id}`).loginAs(user)).assertStatus(404)

    const pending = await send(client, 'get', '/rest/invites', w.users.full)
    assert.notInclude(
      pending.body().data.map((i: any) => i.email),
      'colleague.new@airdeck.test'
    )
    const users = await send(client, 'get', '/rest/users?q=colleague.new', w.users.full)
    assert.deepEqual(
      users.body().data[0].access.map((a: any) => a.subject_name),
      ['Venue A2']
    )
  })
})
