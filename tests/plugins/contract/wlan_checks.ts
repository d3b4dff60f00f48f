import { test } from '@japa/runner'
import type { ControllerCapability } from '#core/plugins/controller_contract'
import { requireCapability } from '#core/plugins/connect_controller'
import { type ContractContext, expectRejection } from './contract_context.js'

export function wlanChecks(ctx: ContractContext, declared: (c: ControllerCapability) => boolean) {
  const personalWlan = async () => {
    const wlans = await requireCapability(ctx.connection, 'listWlans')(ctx.target.siteId)
    const wlan = wlans.find((w) => w.security === 'wpa-personal')
    if (!wlan) throw new Error('the site needs a WPA personal WLAN')
    return wlan
  }

  test('update a WLAN and read it back', async ({ assert }) => {
    const { siteId } = ctx.target
    const update = requireCapability(ctx.connection, 'updateWlan')
    const original = await personalWlan()
    const updated = await update(siteId, original.id, {
      passphrase: 'contract-pass-42',
      hidden: !original.hidden,
    })
    assert.include(updated, {
      id: original.id,
      passphrase: 'contract-pass-42',
      hidden: !original.hidden,
    })

    const readBack = (await ctx.connection.listWlans!(siteId)).find((w) => w.id === original.id)!
    assert.include(readBack, {
      passphrase: 'contract-pass-42',
      hidden: !original.hidden,
      name: original.name,
    })

    await expectRejection(update(siteId, original.id, { passphrase: 'short' }), 'invalid_value')
    await update(siteId, original.id, {
      passphrase: original.passphrase ?? 'restored-pass',
      hidden: original.hidden,
    })
  }).skip(!declared('updateWlan') || !declared('listWlans'), 'no WLAN editing')

  test('PPSK keys: add, list, refuse a duplicate, remove', async ({ assert }) => {
    const { siteId } = ctx.target
    const wlan = await personalWlan()
    const subnets = ctx.connection.listSubnets ? await ctx.connection.listSubnets(siteId) : []
    const vlanNetwork = subnets.find((s) => s.vlan !== null)

    const added = await requireCapability(ctx.connection, 'addPpskKey')(siteId, wlan.id, {
      name: 'Room 12',
      passphrase: 'room-12-secret',
      ...(vlanNetwork ? { networkId: vlanNetwork.id } : {}),
    })
    assert.equal(added.passphrase, 'room-12-secret')
    if (vlanNetwork) assert.include(added, { networkId: vlanNetwork.id, vlan: vlanNetwork.vlan })

    const list = requireCapability(ctx.connection, 'listPpskKeys')
    assert.deepInclude(await list(siteId, wlan.id), added)
    await expectRejection(
      requireCapability(ctx.connection, 'addPpskKey')(siteId, wlan.id, {
        name: 'Again',
        passphrase: 'room-12-secret',
      }),
      'conflict'
    )

    await requireCapability(ctx.connection, 'removePpskKey')(siteId, wlan.id, added.id)
    assert.notDeepInclude(await list(siteId, wlan.id), added)
    await expectRejection(
      requireCapability(ctx.connection, 'removePpskKey')(siteId, wlan.id, added.id),
      'not_found'
    )
  }).skip(
    !declared('addPpskKey') || !declared('listPpskKeys') || !declared('removePpskKey'),
    'no PPSK'
  )
}
