import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import User from '#core/users/models/user'
import AccessGrant from '#core/access/models/access_grant'
import Invitation from '#core/invitations/models/invitation'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import env from '#start/env'
import type { ApiClient } from '@japa/api-client'

function confirmTokenFrom(text: string) {
  const match = text.match(/register\/confirm\?token=([A-Za-z0-9_%-]+)/)
  if (!match) throw new Error(`no confirmation link in mail:\n${text}`)
  return decodeURIComponent(match[1])
}

/** Open registration end to end: the form, the mailed link, the confirmation. */
async function registerAndConfirm(client: ApiClient, body: Record<string, unknown>) {
  const requested = await client.post('/rest/auth/register').json(body).withCsrfToken()
  requested.assertStatus(202)
  const mail = await mailCatcher.waitFor(String(body.email))
  return client
    .post('/rest/auth/register/confirm')
    .json({ token: confirmTokenFrom(mail.text ?? '') })
    .withCsrfToken()
}

const valid = {
  firstname: 'Nora',
  name: 'Nieuw',
  email: 'nora@airdeck.test',
  password: 'Zebra-lamp-42!',
  password_confirmation: 'Zebra-lamp-42!',
  lang: 'nl',
}

async function invitation(attributes: Partial<Invitation> = {}) {
  const { token, hash } = newSecretToken()
  const record = await Invitation.create({
    email: valid.email,
    tokenHash: hash,
    permissions: [],
    lang: 'nl',
    expiresAt: DateTime.now().plus({ days: 1 }),
    ...attributes,
  })
  return { token, record }
}

test.group('Auth / register', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('open registration creates nothing until the mailed link is opened, then signs the account in', async ({
    client,
    assert,
  }) => {
    const requested = await client.post('/rest/auth/register').json(valid).withCsrfToken()
    requested.assertStatus(202)
    requested.assertBody({ status: 'confirmation_sent' })
    assert.isNull(
      await User.findBy('email', valid.email),
      'no account before the address is confirmed'
    )
    const mail = await mailCatcher.waitFor(valid.email)
    assert.equal(mail.subject, 'Bevestig je e-mailadres voor Airdeck')

    const confirmed = await client
      .post('/rest/auth/register/confirm')
      .json({ token: confirmTokenFrom(mail.text ?? '') })
      .withCsrfToken()
    confirmed.assertStatus(201)
    assert.include(confirmed.body(), {
      firstname: 'Nora',
      lang: 'nl',
      is_admin: false,
      is_partner: false,
      two_fa: false,
    })
    const user = await User.findByOrFail('email', valid.email)
    assert.notEqual(user.password, valid.password, 'stored hashed')
    const login = await client
      .post('/rest/auth/login')
      .json({ email: valid.email, password: valid.password })
      .withCsrfToken()
    login.assertStatus(200)

    const reused = await client
      .post('/rest/auth/register/confirm')
      .json({ token: confirmTokenFrom(mail.text ?? '') })
      .withCsrfToken()
    reused.assertStatus(400)
    reused.assertBodyContains({ code: 'E_INVITE_INVALID' })
  })

  test('an existing address gets the same answer, and its owner a notice instead of an account', async ({
    client,
    assert,
  }) => {
    const owner = await createUser({ email: valid.email, lang: 'en' })
    const taken = await client.post('/rest/auth/register').json(valid).withCsrfToken()
    taken.assertStatus(202)
    taken.assertBody({ status: 'confirmation_sent' })
    const notice = await mailCatcher.waitFor(valid.email)
    assert.equal(notice.subject, 'Someone tried to register with your address')
    assert.notMatch(notice.text ?? '', /register\/confirm/)
    await owner.refresh()
    assert.equal((await User.query().where('email', valid.email)).length, 1)
  })

  test('registering a colleague first does not block their invitation', async ({
    client,
    assert,
  }) => {
    await client.post('/rest/auth/register').json(valid).withCsrfToken()
    const { location } = await createTenant()
    const { token } = await invitation({
      subjectType: 'location',
      subjectId: location.id,
      permissions: ['location_read'],
    })
    const accepted = await client
      .post('/rest/auth/register')
      .json({
        ...valid,
        password: 'Other-zebra-43!',
        password_confirmation: 'Other-zebra-43!',
        token,
      })
      .withCsrfToken()
    accepted.assertStatus(201)
    const mail = await mailCatcher.waitFor(valid.email)
    const late = await client
      .post('/rest/auth/register/confirm')
      .json({ token: confirmTokenFrom(mail.text ?? '') })
      .withCsrfToken()
    late.assertStatus(400)
    assert.equal((await User.query().where('email', valid.email)).length, 1)
  })

  test('registration requests are rate-limited per address', async ({ client }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await client
        .post('/rest/auth/register')
        .json(valid)
        .withCsrfToken()
        .then((r) => r.assertStatus(202))
    }
    const limited = await client.post('/rest/auth/register').json(valid).withCsrfToken()
    limited.assertStatus(429)
    limited.assertBodyContains({ code: 'E_TOO_MANY_REQUESTS' })
  })

  test('with open registration off, only invitations can register', async ({ client, assert }) => {
    env.set('REGISTRATION_OPEN', false as any)
    try {
      const closed = await client.post('/rest/auth/register').json(valid).withCsrfToken()
      closed.assertStatus(403)
      closed.assertBodyContains({ code: 'E_REGISTRATION_CLOSED' })
      const { token } = await invitation()
      const invited = await client
        .post('/rest/auth/register')
        .json({ ...valid, token })
        .withCsrfToken()
      invited.assertStatus(201)
      assert.isNotNull(await User.findBy('email', valid.email))
    } finally {
      env.set('REGISTRATION_OPEN', true as any)
    }
  })

  test('GET /rest/init tells the sign-in pages, before anyone signs in, whether registration is open (issue 32)', async ({
    client,
    assert,
  }) => {
    const open = await client.get('/rest/init')
    open.assertStatus(200)
    assert.deepEqual(open.body(), { registration_open: true })
    env.set('REGISTRATION_OPEN', false as any)
    try {
      const closed = await client.get('/rest/init')
      closed.assertStatus(200)
      assert.deepEqual(closed.body(), { registration_open: false })
    } finally {
      env.set('REGISTRATION_OPEN', true as any)
    }
  })

  test('each broken password rule is reported by name', async ({ client, assert }) => {
    const cases: Array<[string, string]> = [
      ['Sh0rt!', 'minLength'],
      ['alllowercase-1!', 'password_uppercase'],
      ['ALLUPPERCASE-1!', 'password_lowercase'],
      ['NoSpecialChars12', 'password_special'],
      ['Password123!', 'password_common'],
      ['Welkom2026!', 'password_common'],
    ]
    for (const [password, rule] of cases) {
      const response = await client
        .post('/rest/auth/register')
        .json({ ...valid, password, password_confirmation: password })
        .withCsrfToken()
      response.assertStatus(422)
      const rules = response
        .body()
        .errors.filter((e: any) => e.field === 'password')
        .map((e: any) => e.rule)
      assert.include(rules, rule, `${password} should break ${rule}`)
    }
  })

  test('passwords up to 128 characters are accepted exactly as typed', async ({ client }) => {
    const long = `  Aa!${'x'.repeat(121)}  `
    const accepted = await registerAndConfirm(client, {
      ...valid,
      email: 'long@airdeck.test',
      password: long,
      password_confirmation: long,
    })
    accepted.assertStatus(201)
    const tooLong = `${long}y`
    const refused = await client
      .post('/rest/auth/register')
      .json({
        ...valid,
        email: 'other@airdeck.test',
        password: tooLong,
        password_confirmation: tooLong,
      })
      .withCsrfToken()
    refused.assertStatus(422)
    const login = await client
      .post('/rest/auth/login')
      .json({ email: 'long@airdeck.test', password: long })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('mismatched confirmation and a bad language are refused', async ({ client, assert }) => {
    const response = await client
      .post('/rest/auth/register')
      .json({ ...valid, lang: 'xx', password_confirmation: 'Other-pass-1!' })
      .withCsrfToken()
    response.assertStatus(422)
    const fields = response.body().errors.map((e: any) => `${e.field}:${e.rule}`)
    assert.includeMembers(fields, ['password_confirmation:confirmed', 'lang:enum'])
  })

  test('an invitation grants its access on registration and is used up', async ({
    client,
    assert,
  }) => {
    const { location } = await createTenant()
    const { token, record } = await invitation({
      subjectType: 'location',
      subjectId: location.id,
      permissions: ['location_read', 'location_update'],
    })
    const shown = await client.get(`/rest/auth/invite?token=${token}`)
    shown.assertStatus(200)
    assert.equal(shown.body().email, valid.email)
    assert.deepInclude(shown.body().subject, { type: 'location', id: location.id })

    const response = await client
      .post('/rest/auth/register')
      .json({ ...valid, token })
      .withCsrfToken()
    response.assertStatus(201)
    assert.isTrue(response.body().has_locations)
    const user = await User.findByOrFail('email', valid.email)
    const grants = await AccessGrant.query().where('user_id', user.id)
    assert.deepEqual(grants[0].permissions, ['location_read', 'location_update'])
    await record.refresh()
    assert.isNotNull(record.acceptedAt)

    const again = await client.get(`/rest/auth/invite?token=${token}`)
    again.assertStatus(404)
    again.assertBodyContains({ code: 'E_INVITE_INVALID' })
  })

  test('expired or unknown invitations and another e-mail are refused without creating anything', async ({
    client,
    assert,
  }) => {
    const { token } = await invitation({ expiresAt: DateTime.now().minus({ minutes: 1 }) })
    const expired = await client
      .post('/rest/auth/register')
      .json({ ...valid, token })
      .withCsrfToken()
    expired.assertStatus(422)
    expired.assertBodyContains({ code: 'E_INVITE_INVALID' })

    const fresh = await invitation()
    const otherEmail = await client
      .post('/rest/auth/register')
      .json({ ...valid, email: 'someone@airdeck.test', token: fresh.token })
      .withCsrfToken()
    otherEmail.assertStatus(422)
    assert.deepInclude(otherEmail.body().errors[0], { field: 'email', rule: 'invite_email' })
    assert.isNull(await User.findBy('email', 'someone@airdeck.test'))

    const unknown = await client.get('/rest/auth/invite?token=nope')
    unknown.assertStatus(404)
  })
})
