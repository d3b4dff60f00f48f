import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { startZeroTierSimulator } from '#plugins/zerotier/simulator/index'
import type { ZeroTierSimulator } from '#plugins/zerotier/simulator/simulator_api'
import { DEMO_ACCOUNTS } from '#database/demo/demo_data'
import { useDemoBrowser } from '#tests/browser/helpers/demo_browser'
import { appUrl } from '#tests/browser/helpers/chromium'
import { signIn, waitForPath } from '#tests/browser/helpers/journeys'

const TOKEN = 'journey-zerotier-token-2026'
const NETWORK = 'Journey network'
const NODE_NAME = 'journey-kassa'

/** The XSRF header a page.request mutation needs (the cookie the web app received). */
async function xsrf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') }
}

test.group('Web app / the admin lets a waiting ZeroTier node onto its network', (group) => {
  const visit = useDemoBrowser(group)
  let sim: ZeroTierSimulator

  group.setup(async () => {
    sim = await startZeroTierSimulator({
      host: '127.0.0.1',
      token: TOKEN,
      randomSeed: 7,
      networks: [{ name: NETWORK, members: 2, pending: 0 }],
    })
    return () => sim.stop()
  })

  test('a pending node is authorized from /admin/zerotier and the controller lets it in', async ({
    assert,
  }) => {
    const network = sim.state.networkIdByName(NETWORK)!
    const joined = sim.join(network, { name: NODE_NAME })

    await visit(async ({ page }) => {
      await signIn(page, DEMO_ACCOUNTS.admin)
      await waitForPath(page, '/dashboard')
      const added = await page.request.post(appUrl('/rest/controllers'), {
        headers: await xsrf(page),
        data: {
          vendor: 'zerotier',
          alias: 'Journey ZeroTier',
          url: sim.url,
          token: TOKEN,
          verifyTls: false,
        },
      })
      assert.equal(added.status(), 201, await added.text())

      await page.getByRole('link', { name: 'ZeroTier', exact: true }).click()
      await waitForPath(page, '/admin/zerotier')
      await page.getByRole('heading', { name: 'ZeroTier nodes' }).waitFor()

      await page.getByRole('combobox', { name: 'Network' }).click()
      await page.getByRole('option', { name: new RegExp(`^${NETWORK} · Journey ZeroTier`) }).click()
      await page
        .getByRole('radiogroup', { name: 'Authorization' })
        .getByText('Pending', { exact: true })
        .click()
      const row = page.getByRole('row').filter({ hasText: joined.nodeId })
      await row.getByText('Waiting for approval').waitFor()

      await row.getByRole('button', { name: `Authorize ${NODE_NAME}` }).click()
      await page.getByText(`${NODE_NAME} is authorized.`).waitFor()
      await row.waitFor({ state: 'detached' })

      await page
        .getByRole('radiogroup', { name: 'Authorization' })
        .getByText('Authorized', { exact: true })
        .click()
      await page
        .getByRole('row')
        .filter({ hasText: joined.nodeId })
        .getByRole('button', { name: `Deauthorize ${NODE_NAME}` })
        .waitFor()
      assert.isTrue(
        sim.state.members(network).find((member) => member.nodeId === joined.nodeId)!.config
          .authorized
      )
    })
  })
})
