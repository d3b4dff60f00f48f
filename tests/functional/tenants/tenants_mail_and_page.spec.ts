import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import jsQRModule from 'jsqr'
import { PNG } from 'pngjs'
import { appUrl } from '#config/app'
import Mail from '#core/mail/models/mail'
import Tenant from '#core/tenants/models/tenant'
import { escapeWifi, wifiPayload } from '#core/tenants/services/wifi_qr'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { tenantWorld, useOmada } from './tenant_world.js'

/** jsqr is CommonJS with an ES default export: under NodeNext the function is the module itself at runtime. */
const jsQR = ((jsQRModule as any).default ?? jsQRModule) as typeof jsQRModule.default

/** What a phone camera reads from a PNG. */
function readQr(png: Buffer) {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

test.group("Tenants / mail and the tenant's own page", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const omada = useOmada(group)

  test('WiFi QR payloads escape \\ ; , : and "', ({ assert }) => {
    assert.equal(escapeWifi('a;b,c:d\\e"f'), 'a\\;b\\,c\\:d\\\\e\\"f')
    assert.equal(wifiPayload('Café "Zon"', 'k;ey'), 'WIFI:T:WPA;S:Café \\"Zon\\";P:k\\;ey;;')
  })

  test('once the key is on the controller the tenant gets a mail in their language: network, key, a QR code a phone reads, the page link', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada(), { language: 'fr' })
    const email = `tenant-${Date.now()}@example.be`
    const tenant = (
      await client
        .post(`${world.url}/tenants`)
        .json({ name: 'Élodie', email, passphrase: 'open;sesame:42,"x"', createNow: true })
        .withCsrfToken()
        .loginAs(world.editor)
    ).body()
    assert.equal(tenant.status, 'created')

    const mail = await mailCatcher.waitFor(email, 20_000)
    assert.equal(mail.subject, `Votre clé WiFi personnelle pour ${world.location.name}`)
    assert.equal(mail.headers.get('content-language'), 'fr')
    const row = await Tenant.findOrFail(tenant.id)
    const pageUrl = `${appUrl}/tenants/${row.publicId}`
    assert.include(mail.text ?? '', 'open;sesame:42,"x"')
    assert.include(mail.text ?? '', 'Tenants')
    assert.include(mail.text ?? '', pageUrl)
    const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png')!
    // An inline attachment the HTML refers to (mailparser shows such references as data URLs again).
    assert.equal(image.contentDisposition, 'inline')
    assert.equal(image.cid, 'image-1@airdeck')
    assert.equal(readQr(image.content), 'WIFI:T:WPA;S:Tenants;P:open\\;sesame\\:42\\,\\"x\\";;')

    // With SMTP on, the outbox copy keeps no key, no QR code and no page link.
    const stored = await db.from('mails').where('to_address', email).first()
    assert.notInclude(stored.text + stored.html, 'sesame')
    assert.notInclude(stored.text + stored.html, row.publicId)
    assert.isNotNull((await Tenant.findOrFail(tenant.id)).mailedAt)
    assert.lengthOf(await Mail.query().where('to_address', email), 1)
  })

  test('the public page and its JSON, by the unguessable id alone; pending shows no key, deactivated is gone', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const tenant = (
      await client
        .post(`${world.url}/tenants`)
        .json({ name: '<script>alert(1)</script>', email: 'x@example.be' })
        .withCsrfToken()
        .loginAs(world.editor)
    ).body()
    const { publicId } = await Tenant.findOrFail(tenant.id)

    const pending = await client.get(`/rest/public/tenants/${publicId}`)
    pending.assertStatus(200)
    assert.deepInclude(pending.body(), { status: 'pending', passphrase: null, qr: null })

    await client
      .patch(`${world.url}/pendingtenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
    const active = await client.get(`/rest/public/tenants/${publicId}`)
    assert.deepInclude(active.body(), {
      status: 'active',
      network: 'Tenants',
      passphrase: tenant.passphrase,
      venue: world.location.name,
    })
    assert.match(active.body().qr, /^data:image\/svg\+xml;base64,/)
    assert.equal(active.header('cache-control'), 'no-store')
    assert.exists(active.header('ratelimit-limit'))

    const page = await client.get(`/tenants/${publicId}`).header('accept-language', 'en')
    page.assertStatus(200)
    assert.match(page.header('content-type') ?? '', /text\/html/)
    assert.include(page.text(), tenant.passphrase)
    assert.include(page.text(), '<html lang="nl"')
    assert.include(page.text(), 'Je persoonlijke sleutel')
    assert.include(page.text(), '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.notInclude(page.text(), '<script')
    assert.match(page.header('content-security-policy') ?? '', /default-src 'none'/)
    assert.equal(page.header('cache-control'), 'no-store')
    assert.isBelow(Buffer.byteLength(page.text()), 60 * 1024, 'a light page for phones')
    assert.include(
      (await client.get(`/tenants/${publicId}`).qs({ lang: 'de' })).text(),
      'Ihr persönlicher Schlüssel'
    )

    for (const wrong of [
      String(tenant.id),
      publicId.slice(0, -1) + (publicId.endsWith('A') ? 'B' : 'A'),
      'x'.repeat(300),
    ]) {
      const json = await client.get(`/rest/public/tenants/${encodeURIComponent(wrong)}`)
      json.assertStatus(404)
      assert.equal(json.body().code, 'E_INVALID_PUBLIC_ID')
      const html = await client.get(`/tenants/${encodeURIComponent(wrong)}`)
      html.assertStatus(404)
      assert.notInclude(html.text(), tenant.passphrase)
    }

    await client
      .post(`${world.url}/tenants/${tenant.id}/deactivate`)
      .withCsrfToken()
      .loginAs(world.editor)
    await client.get(`/rest/public/tenants/${publicId}`).then((r) => r.assertStatus(404))
    const gone = await client.get(`/tenants/${publicId}`)
    gone.assertStatus(404)
    assert.include(gone.text(), 'Invalid public id')
  })
})
