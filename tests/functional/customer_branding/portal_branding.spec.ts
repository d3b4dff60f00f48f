import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CustomerBranding from '#core/customer_branding/models/customer_branding'
import { storeImage } from '#kernel/storage/uploads'
import { writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from '#tests/functional/customers/images'
import {
  buildPortalWorld,
  publish,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
} from '#tests/functional/portal_public/portal_world'

async function brandingLogo(customerId: number) {
  const tmpPath = join(await mkdtemp(join(tmpdir(), 'branding-')), 'logo.png')
  await writeFile(tmpPath, PNG)
  return storeImage({ tmpPath, ext: 'png' }, `customers/${customerId}/branding`)
}

test.group('Customer branding / guest portals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test("a portal that is not personalised wears its customer's colour and logo; a personalised one keeps its own design", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: {
        colors: { main: '#1c7ed6', accent: '#f59f00', text: '#212529', background: '#ffffff' },
      },
    })
    const logoPath = await brandingLogo(world.location.customerId)
    await CustomerBranding.create({
      customerId: world.location.customerId,
      mainColor: '#0b7a3e',
      logoPath,
      headerPath: null,
    })
    const guest = unauthorizedGuest(sim)

    const branded = await client.get(siteEntryUrl(SITE, guest))
    branded.assertStatus(200)
    assert.include(branded.text(), '--brand:#0b7a3e')
    const logoUrl = /<img src="(\/portal-assets\/[^"]+)"/.exec(branded.text())?.[1]
    assert.isString(logoUrl, 'the branding logo is shown where the portal has none')
    const logo = await client.get(logoUrl!)
    logo.assertStatus(200)
    assert.equal(logo.header('content-type'), 'image/png')

    await publish(world.portal, { personalised: true })
    const own = await client.get(siteEntryUrl(SITE, guest))
    assert.include(own.text(), '--brand:#1c7ed6')
    assert.notInclude(own.text(), '<img src="/portal-assets/')
    ;(await client.get(logoUrl!)).assertStatus(404)
  })
})
