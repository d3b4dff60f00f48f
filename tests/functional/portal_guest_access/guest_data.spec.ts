import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { onDomainEvent } from '#kernel/events/publish_event'
import type { GuestDataDeleted } from '#kernel/events/domain_events'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import {
  clearGuestDataLimits,
  guestDataJobsDone,
  guestDataWorld,
  linkFrom,
} from './guest_data_world.js'

const EMAIL = 'mira.guest@example.com'

function ask(client: any, form: Record<string, string>, headers: Record<string, string> = {}) {
  let request = client.post('/mydata').form(form).redirects(0).withCsrfToken()
  for (const [name, value] of Object.entries(headers)) request = request.header(name, value)
  return request
}

async function mailedLink(client: any, kind: 'download' | 'delete', lang = 'en') {
  const asked = await ask(client, { email: EMAIL, kind, lang })
  asked.assertStatus(303)
  return linkFrom((await mailCatcher.waitFor(EMAIL)).text ?? '')
}

const confirm = (client: any, kind: string, body: Record<string, string>) =>
  client.post(`/mydata/${kind}`).form(body).withCsrfToken()

test.group('My data / asking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await Promise.all([clearRateLimits(), clearGuestDataLimits()])
    mailCatcher.clear()
  })

  test("the page is a plain form that works without script, in the visitor's language", async ({
    client,
    assert,
  }) => {
    const page = await client.get('/mydata').header('accept-language', 'nl-BE,nl;q=0.9')
    page.assertStatus(200)
    assert.match(page.header('content-type') ?? '', /text\/html/)
    assert.include(page.text(), '<html lang="nl">')
    assert.include(page.text(), 'Mijn gegevens')
    assert.include(page.text(), '<form method="post" action="/mydata"')
    assert.include(page.text(), 'name="_csrf"')
    assert.notInclude(page.text(), '<script')
    assert.match(page.header('content-security-policy') ?? '', /default-src 'none'/)
    assert.isBelow(Buffer.byteLength(page.text()), 60 * 1024)
    assert.include((await client.get('/mydata').qs({ lang: 'de' })).text(), 'Meine Daten')
  })

  test('known and unknown addresses get the same answer; only the known one gets a mail, in the asked language', async ({
    client,
    assert,
  }) => {
    await guestDataWorld(EMAIL)
    const known = await ask(client, {
      email: ` ${EMAIL.toUpperCase()} `,
      kind: 'delete',
      lang: 'fr',
    })
    const unknown = await ask(client, { email: 'nobody@example.com', kind: 'delete', lang: 'fr' })
    for (const response of [known, unknown]) {
      response.assertStatus(303)
      assert.equal(response.header('location'), '/mydata?sent=1&lang=fr')
    }
    const sent = await client.get('/mydata?sent=1&lang=fr')
    assert.include(sent.text(), 'Si nous détenons des données pour cette adresse')
    assert.notInclude(sent.text(), EMAIL)

    const mail = await mailCatcher.waitFor(EMAIL)
    assert.equal(mail.subject, 'Confirmez la suppression de vos données du WiFi invités')
    const link = linkFrom(mail.text ?? '')
    assert.deepInclude(link, { kind: 'delete', lang: 'fr' })
    await guestDataJobsDone()
    assert.lengthOf(mailCatcher.all(), 1, 'nothing for the unknown address')
    const runs = await db.from('job_runs').where('job_name', 'portal.guest_data_link').orderBy('id')
    assert.deepEqual(
      runs.map((run) => run.payload.email),
      [EMAIL, 'nobody@example.com']
    )
    const stored = await db.from('guest_data_requests')
    assert.lengthOf(stored, 1)
    assert.notInclude(JSON.stringify(stored), link.token, 'only the hash of the token is kept')
  })

  test('bad input re-shows the form with the errors (escaped) and asks nothing', async ({
    client,
    assert,
  }) => {
    const response = await ask(client, { email: '<script>x</script>', kind: 'explode', lang: 'en' })
    response.assertStatus(422)
    assert.include(response.text(), 'Enter a valid e-mail address.')
    assert.include(response.text(), 'Choose a copy or deletion.')
    assert.include(response.text(), '&lt;script&gt;x&lt;/script&gt;')
    assert.notInclude(response.text(), '<script>x')
    assert.lengthOf(await db.from('job_runs').where('job_name', 'portal.guest_data_link'), 0)
  })

  test('asking is throttled per address and per IP, with Retry-After', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 3; i++)
      (
        await ask(client, { email: 'throttle@example.com', kind: 'download', lang: 'en' })
      ).assertStatus(303)
    const fourth = await ask(client, {
      email: 'THROTTLE@example.com',
      kind: 'download',
      lang: 'en',
    })
    fourth.assertStatus(429)
    assert.isAbove(Number(fourth.header('retry-after')), 0)
    assert.include(fourth.text(), 'You asked several times already')

    for (let i = 0; i < 6; i++)
      (
        await ask(client, { email: `other-${i}@example.com`, kind: 'download', lang: 'en' })
      ).assertStatus(303)
    const overIp = await ask(client, { email: 'fresh@example.com', kind: 'download', lang: 'en' })
    overIp.assertStatus(429)
  })
})

test.group('My data / the mailed link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await Promise.all([clearRateLimits(), clearGuestDataLimits()])
    mailCatcher.clear()
  })

  test('deleting removes everything about the address at every venue, and nothing else, once', async ({
    client,
    assert,
  }) => {
    const world = await guestDataWorld(EMAIL)
    const events: GuestDataDeleted[] = []
    const stop = onDomainEvent('guest.data_deleted', (payload, trx) => {
      assert.isNotNull(trx, 'published inside the deleting transaction')
      events.push(payload)
    })
    try {
      const link = await mailedLink(client, 'delete')
      const opened = await client.get(`/mydata/delete?token=${link.token}&lang=en`)
      opened.assertStatus(200)
      assert.include(opened.text(), 'Delete your data')
      assert.include(opened.text(), 'action="/mydata/delete"')
      assert.lengthOf(
        await db.from('portal_clients').whereRaw('lower(email) = ?', [EMAIL]),
        2,
        'opening the link changes nothing'
      )

      const deleted = await confirm(client, 'delete', { token: link.token, lang: 'en' })
      deleted.assertStatus(200)
      assert.include(deleted.text(), 'Your data has been deleted')

      assert.lengthOf(await db.from('portal_clients').whereRaw('lower(email) = ?', [EMAIL]), 0)
      assert.lengthOf(
        await db.from('portal_sign_ins').whereIn(
          'client_id',
          world.mine.map((guest) => guest.id)
        ),
        0
      )
      assert.lengthOf(
        await db.from('portal_sign_ins').whereIn('mac', ['02:00:00:00:00:a1', '02:00:00:00:00:a2']),
        0
      )
      assert.lengthOf(await db.from('portal_clients').where('id', world.other.id), 1)
      assert.lengthOf(await db.from('portal_sign_ins').where('client_id', world.other.id), 1)
      assert.lengthOf(await db.from('portal_sign_ins').where('id', world.voucher.id), 1)
      assert.lengthOf(await db.from('mails').whereRaw('lower(to_address) = ?', [EMAIL]), 0)
      const requests = await db.from('guest_data_requests')
      assert.lengthOf(requests, 1)
      assert.notInclude(JSON.stringify(requests), EMAIL)
      assert.lengthOf(events, 1)
      assert.equal(events[0].email, EMAIL)
      assert.sameMembers(
        events[0].portalIds,
        world.portals.map((portal) => portal.id)
      )

      const again = await confirm(client, 'delete', { token: link.token, lang: 'en' })
      again.assertStatus(410)
      assert.include(again.text(), 'This link was already used')
      ;(await client.get(`/mydata/delete?token=${link.token}`)).assertStatus(410)
    } finally {
      stop()
    }
  })

  test("the download is a JSON (or CSV) of every venue's record and sign-ins, once", async ({
    client,
    assert,
  }) => {
    await guestDataWorld(EMAIL)
    const link = await mailedLink(client, 'download')
    const page = await client.get(`/mydata/download?token=${link.token}&lang=en`)
    page.assertStatus(200)
    assert.include(page.text(), 'Download your data')

    const file = await confirm(client, 'download', { token: link.token, format: 'json' })
    file.assertStatus(200)
    assert.match(
      file.header('content-disposition') ?? '',
      /attachment; filename="my-guest-wifi-data.json"/
    )
    const data = JSON.parse(file.text())
    assert.equal(data.email, EMAIL)
    assert.sameMembers(
      data.guests.map((guest: any) => guest.email.toLowerCase()),
      [EMAIL, EMAIL]
    )
    assert.include(
      data.guests.map((guest: any) => guest.venue),
      'Bar Eén'
    )
    assert.notInclude(JSON.stringify(data), 'someone.else@example.com')
    const signIns = data.guests.flatMap((guest: any) => guest.signIns)
    assert.sameMembers(
      signIns.map((signIn: any) => signIn.mac),
      ['02:00:00:00:00:a1', '02:00:00:00:00:a2', '02:00:00:00:00:a1']
    )
    assert.isString(signIns[0].at)
    assert.lengthOf(
      await db.from('portal_clients').whereRaw('lower(email) = ?', [EMAIL]),
      2,
      'a download deletes nothing'
    )

    const again = await confirm(client, 'download', { token: link.token, format: 'json' })
    again.assertStatus(410)

    mailCatcher.clear()
    const csvLink = await mailedLink(client, 'download')
    const csv = await confirm(client, 'download', { token: csvLink.token, format: 'csv' })
    csv.assertStatus(200)
    assert.match(csv.header('content-type') ?? '', /text\/csv/)
    const lines = csv
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.match(lines[0], /^venue,email,firstname/)
    assert.lengthOf(lines, 4, 'a header and one line per sign-in')
  })

  test('an expired link, a link of the other kind and a made-up one each get a clear page', async ({
    client,
    assert,
  }) => {
    await guestDataWorld(EMAIL)
    const link = await mailedLink(client, 'delete')
    const wrongKind = await client.get(`/mydata/download?token=${link.token}`)
    wrongKind.assertStatus(404)
    assert.include(wrongKind.text(), 'This link does not work')
    ;(await confirm(client, 'download', { token: link.token })).assertStatus(404)
    ;(await client.get('/mydata/delete?token=made-up-token-that-is-long-enough')).assertStatus(404)
    ;(await client.get('/mydata/delete')).assertStatus(404)
    ;(await client.get(`/mydata/other?token=${link.token}`)).assertStatus(404)

    await db.from('guest_data_requests').update({ expires_at: new Date(Date.now() - 1000) })
    const expired = await client.get(`/mydata/delete?token=${link.token}`)
    expired.assertStatus(410)
    assert.include(expired.text(), 'This link has expired')
    ;(await confirm(client, 'delete', { token: link.token })).assertStatus(410)
    assert.lengthOf(await db.from('portal_clients').whereRaw('lower(email) = ?', [EMAIL]), 2)
  })
})
