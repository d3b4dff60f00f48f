import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Invitation from '#core/invitations/models/invitation'
import { INVITE_LIMITS } from '#core/invitations/services/invitation_limits'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import {
  buildAccessWorld,
  pendingInvitation,
  READ_ONLY,
} from '#tests/functional/partners/access_world'
import { send } from '#tests/functional/partners/request'

const retryAfter = (response: any) => Number(response.header('retry-after'))

test.group('Invitations / rate limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('validate: a per-user allowance per minute, then 429 with Retry-After, translated; clearRateLimits resets it', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    await w.users.full.merge({ lang: 'fr' }).save()
    for (let i = 0; i < INVITE_LIMITS.validatePerUser.requests; i++) {
      ;(
        await send(client, 'post', '/rest/invites/validate', w.users.full, {
          body: { email: `probe${i}@airdeck.test` },
        })
      ).assertStatus(200)
    }
    const blocked = await send(client, 'post', '/rest/invites/validate', w.users.full, {
      body: { email: 'one.more@airdeck.test' },
    })
    blocked.assertStatus(429)
    assert.equal(blocked.body().code, 'E_TOO_MANY_REQUESTS')
    assert.isAbove(retryAfter(blocked), 0)
    assert.isAtMost(retryAfter(blocked), 60)
    // "1 seconde" when the minute is about to turn.
    assert.match(blocked.body().message, /^Trop de tentatives\. Réessayez dans \d+ secondes?\.$/)
    ;(
      await send(client, 'post', '/rest/invites/validate', w.users.admin, {
        body: { email: 'one.more@airdeck.test' },
      })
    ).assertStatus(200)

    await clearRateLimits()
    ;(
      await send(client, 'post', '/rest/invites/validate', w.users.full, {
        body: { email: 'one.more@airdeck.test' },
      })
    ).assertStatus(200)
  })

  test('POST /invites: addresses per sender and hour count refused requests too', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const per = 50
    const rounds = INVITE_LIMITS.addressesPerUser.requests / per
    for (let round = 0; round < rounds; round++) {
      const emails = [
        w.users.readOnly.email,
        ...Array.from({ length: per - 1 }, (_, i) => `r${round}-${i}@airdeck.test`),
      ]
      const refused = await send(client, 'post', '/rest/invites', w.users.full, {
        body: {
          emails,
          subjects: [{ type: 'customer', id: w.customers.cA.id }],
          permissions: READ_ONLY,
        },
      })
      assert.equal(refused.body().code, 'E_USER_EXISTS')
    }
    const blocked = await send(client, 'post', '/rest/invites', w.users.full, {
      body: {
        emails: ['late@airdeck.test'],
        subjects: [{ type: 'customer', id: w.customers.cA.id }],
        permissions: READ_ONLY,
      },
    })
    blocked.assertStatus(429)
    assert.equal(blocked.body().code, 'E_INVITES_THROTTLED')
    assert.match(
      blocked.body().message,
      // Up to an hour, written as English writes numbers ("3,540 seconds").
      /^Too many invitations were sent\. Try again in \d{1,3}(,\d{3})* seconds\.$/
    )
    assert.isAbove(retryAfter(blocked), 60)
    assert.lengthOf(await Invitation.query().where('email', 'late@airdeck.test'), 0)
    const someoneElse = await send(client, 'post', '/rest/invites', w.users.admin, {
      body: {
        emails: ['late@airdeck.test'],
        subjects: [{ type: 'customer', id: w.customers.cA.id }],
        permissions: READ_ONLY,
      },
    })
    someoneElse.assertStatus(201)
  })

  test('POST /invites: invitation mails per address and day, whoever sends them', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    const email = 'flooded@airdeck.test'
    const body = {
      emails: [email],
      subjects: [{ type: 'location', id: w.locations.lA1.id }],
      permissions: READ_ONLY,
    }
    for (let i = 0; i < INVITE_LIMITS.mailsPerAddress.requests; i++) {
      ;(
        await send(client, 'post', '/rest/invites', i % 2 ? w.users.admin : w.users.full, { body })
      ).assertStatus(201)
    }
    const blocked = await send(client, 'post', '/rest/invites', w.users.admin, {
      body: { ...body, emails: ['fine@airdeck.test', email] },
    })
    blocked.assertStatus(429)
    assert.equal(blocked.body().code, 'E_INVITES_THROTTLED')
    assert.lengthOf(
      await Invitation.query().where('email', 'fine@airdeck.test'),
      0,
      'nothing of the batch is written'
    )
    ;(
      await send(client, 'post', '/rest/invites', w.users.admin, {
        body: { ...body, emails: ['fine@airdeck.test'] },
      })
    ).assertStatus(201)
  })

  test('resend: one per invitation per cooldown, 429 with Retry-After and a translated message', async ({
    client,
    assert,
  }) => {
    const w = await buildAccessWorld()
    await w.users.full.merge({ lang: 'nl' }).save()
    const first = await pendingInvitation({
      invitedBy: w.users.full,
      subjects: [['customer', w.customers.cA.id]],
    })
    const second = await pendingInvitation({
      invitedBy: w.users.full,
      subjects: [['customer', w.customers.cA.id]],
    })
    ;(
      await send(client, 'post', `/rest/invites/resend/${first.invitation.id}`, w.users.full)
    ).assertStatus(200)
    const again = await send(
      client,
      'post',
      `/rest/invites/resend/${first.invitation.id}`,
      w.users.admin
    )
    again.assertStatus(429)
    assert.equal(again.body().code, 'E_INVITE_RESEND_THROTTLED')
    assert.isAbove(retryAfter(again), 240)
    assert.isAtMost(retryAfter(again), 300)
    const inDutch = await send(
      client,
      'post',
      `/rest/invites/resend/${first.invitation.id}`,
      w.users.full
    )
    assert.match(
      inDutch.body().message,
      /^Deze uitnodiging werd net verstuurd\. U kunt ze opnieuw versturen over \d+ seconden\.$/
    )
    ;(
      await send(client, 'post', `/rest/invites/resend/${second.invitation.id}`, w.users.full)
    ).assertStatus(200)
    // Someone who cannot manage it learns nothing, not even that a cooldown runs.
    ;(
      await send(client, 'post', `/rest/invites/resend/${first.invitation.id}`, w.users.other)
    ).assertStatus(404)
  })

  test('GET /auth/invite?token= is limited per IP', async ({ client, assert }) => {
    for (let i = 0; i < INVITE_LIMITS.showPerIp.requests; i++) {
      ;(await client.get(`/rest/auth/invite?token=guess-${i}`)).assertStatus(404)
    }
    const blocked = await client.get('/rest/auth/invite?token=guess-last')
    blocked.assertStatus(429)
    assert.equal(blocked.body().code, 'E_TOO_MANY_REQUESTS')
    assert.isAbove(retryAfter(blocked), 0)
  })
})
