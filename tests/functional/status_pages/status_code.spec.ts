import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { buildStatusWorld } from '#tests/functional/status_pages/status_world'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`
const statusCodeOf = async (id: number) =>
  (await db.from('locations').where('id', id).select('status_code').firstOrFail())
    .status_code as string

/** Issue 32 item 16: venue staff type a short code on /status; the QR code keeps the long public id. */
test.group('Status page / the short code of a venue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('every venue gets its own 8-character code without look-alike characters, shown with the venue', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const codes = [
      await statusCodeOf(world.location.id),
      await statusCodeOf(world.other.location.id),
    ]
    for (const code of codes) assert.match(code, /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/)
    assert.notEqual(codes[0], codes[1])
    const venue = await client
      .get(`/rest/locations/${world.location.id}`)
      .loginAs(world.users.reader)
    venue.assertStatus(200)
    assert.equal(venue.body().status_code, codes[0])
  })

  test('/status takes the code in any case, with spaces or a dash, and opens the venue; the long id still works', async ({
    assert,
  }) => {
    const world = await buildStatusWorld()
    const code = await statusCodeOf(world.location.id)
    for (const typed of [
      code,
      code.toLowerCase(),
      ` ${code.slice(0, 4)}-${code.slice(4).toLowerCase()} `,
      `${code.slice(0, 4)} ${code.slice(4)}`,
    ]) {
      const found = await fetch(`${base()}/status?code=${encodeURIComponent(typed)}&lang=nl`, {
        redirect: 'manual',
      })
      assert.equal(found.status, 302, typed)
      assert.equal(
        found.headers.get('location'),
        `/status/${world.publicIds.location}?lang=nl`,
        typed
      )
    }
    const long = await fetch(`${base()}/status?code=${world.publicIds.location}`, {
      redirect: 'manual',
    })
    assert.equal(long.headers.get('location'), `/status/${world.publicIds.location}?lang=en`)

    const unknownCode = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ'
    const unknown = await fetch(`${base()}/status?code=${unknownCode}`, {
      headers: { 'accept-language': 'en' },
    })
    assert.equal(unknown.status, 404)
    assert.include(await unknown.text(), 'Invalid public id')
    const ask = await (
      await fetch(`${base()}/status`, { headers: { 'accept-language': 'en' } })
    ).text()
    assert.include(ask, '8-character code')
  })

  test('guessing codes on /status is held to the limit of typed secrets', async ({ assert }) => {
    await buildStatusWorld()
    const limits = 'rate_limits.classes.guessable'
    const original = app.config.get(limits)
    app.config.set(limits, { perUser: null, perIp: 3 })
    try {
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push((await fetch(`${base()}/status?code=ABCD${2345 + i}`)).status)
      assert.deepEqual(statuses, [404, 404, 404, 429])
    } finally {
      app.config.set(limits, original)
    }
  })
})
