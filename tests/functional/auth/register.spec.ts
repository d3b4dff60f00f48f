import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import User from '#core/users/models/user'
import AccessGrant from '#core/access/models/access_grant'
import Invitation from '#core/invitations/models/invitation'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const valid = { firstname: 'Nora', name: 'Nieuw', email: 'nora@airdeck.test', password: 'Zebra-lamp-42!', password_confirmation: 'Zebra-lamp-42!', lang: 'nl' }

async function invitation(attributes: Partial<Invitation> = {}) {
  const { token, hash } = newSecretToken()
  const record = await Invitation.create({ email: valid.email, tokenHash: hash, permissions: [], lang: 'nl', expiresAt: DateTime.now().plus({ days: 1 }), ...attributes })
  return { token, record }
}

test.group('Auth / register', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('creates an account in the chosen language and signs it in', async ({ client, assert }) => {
    const response = await client.post('/rest/auth/register').json(valid).withCsrfToken()
    response.assertStatus(201)
    assert.include(response.body(), { firstname: 'Nora', lang: 'nl', is_admin: false, is_partner: false, two_fa: false })
    const user = await User.findByOrFail('email', valid.email)
    assert.notEqual(user.password, valid.password, 'stored hashed')
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
      const response = await client.post('/rest/auth/register').json({ ...valid, password, password_confirmation: password }).withCsrfToken()
      response.assertStatus(422)
      const rules = response.body().errors.filter((e: any) => e.field === 'password').map((e: any) => e.rule)
      assert.include(rules, rule, `${password} should break ${rule}`)
    }
  })

  test('passwords up to 128 characters are accepted exactly as typed', async ({ client }) => {
    const long = `  Aa!${'x'.repeat(121)}  `
    const accepted = await client.post('/rest/auth/register').json({ ...valid, password: long, password_confirmation: long }).withCsrfToken()
    accepted.assertStatus(201)
    const tooLong = `${long}y`
    const refused = await client.post('/rest/auth/register').json({ ...valid, email: 'other@airdeck.test', password: tooLong, password_confirmation: tooLong }).withCsrfToken()
    refused.assertStatus(422)
    const login = await client.post('/rest/auth/login').json({ email: valid.email, password: long }).withCsrfToken()
    login.assertStatus(200)
  })

  test('mismatched confirmation, bad language and taken e-mail are refused', async ({ client, assert }) => {
    await createUser({ email: valid.email })
    const response = await client.post('/rest/auth/register').json({ ...valid, lang: 'xx', password_confirmation: 'Other-pass-1!' }).withCsrfToken()
    response.assertStatus(422)
    const fields = response.body().errors.map((e: any) => `${e.field}:${e.rule}`)
    assert.includeMembers(fields, ['password_confirmation:confirmed', 'lang:enum'])

    const taken = await client.post('/rest/auth/register').json(valid).withCsrfToken()
    taken.assertStatus(422)
    assert.deepInclude(taken.body().errors[0], { field: 'email', rule: 'unique' })
  })

  test('an invitation grants its access on registration and is used up', async ({ client, assert }) => {
    const { location } = await createTenant()
    const { token, record } = await invitation({ subjectType: 'location', subjectId: location.id, permissions: ['location_read', 'location_update'] })
    const shown = await client.get(`/rest/auth/invite?token=${token}`)
    shown.assertStatus(200)
    assert.equal(shown.body().email, valid.email)
    assert.deepInclude(shown.body().subject, { type: 'location', id: location.id })

    const response = await client.post('/rest/auth/register').json({ ...valid, token }).withCsrfToken()
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

  test('expired or unknown invitations and another e-mail are refused without creating anything', async ({ client, assert }) => {
    const { token } = await invitation({ expiresAt: DateTime.now().minus({ minutes: 1 }) })
    const expired = await client.post('/rest/auth/register').json({ ...valid, token }).withCsrfToken()
    expired.assertStatus(422)
    expired.assertBodyContains({ code: 'E_INVITE_INVALID' })

    const fresh = await invitation()
    const otherEmail = await client.post('/rest/auth/register').json({ ...valid, email: 'someone@airdeck.test', token: fresh.token }).withCsrfToken()
    otherEmail.assertStatus(422)
    assert.deepInclude(otherEmail.body().errors[0], { field: 'email', rule: 'invite_email' })
    assert.isNull(await User.findBy('email', 'someone@airdeck.test'))

    const unknown = await client.get('/rest/auth/invite?token=nope')
    unknown.assertStatus(404)
  })
})
