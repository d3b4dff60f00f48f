import { test } from '@japa/runner'
import type { ControllerCapability } from '#core/plugins/controller_contract'
import { requireCapability } from '#core/plugins/connect_controller'
import { addressIn, type ContractContext, expectRejection } from './contract_context.js'

export function clientChecks(ctx: ContractContext, declared: (c: ControllerCapability) => boolean) {
  test('fixed IP: set, conflict, unknown MAC, remove', async ({ assert }) => {
    const { siteId } = ctx.target
    const setFixedIp = requireCapability(ctx.connection, 'setFixedIp')
    const subnets = await ctx.connection.listSubnets!(siteId)
    const clients = await ctx.connection.listClients(siteId)
    const inSubnet = clients.filter(
      (c) => !c.fixedIp && subnets.some((s) => s.id === c.networkId && s.cidr)
    )
    assert.isAtLeast(inSubnet.length, 2, 'two clients on a network with a subnet')
    const [first, second] = inSubnet
    const subnet = subnets.find((s) => s.id === first.networkId)!
    const address = addressIn(subnet.cidr!, 231)

    await setFixedIp(siteId, first.mac, address)
    const reserved = (await ctx.connection.listClients(siteId)).find((c) => c.mac === first.mac)!
    assert.equal(reserved.fixedIp, address)

    const otherSubnet = subnets.find((s) => s.id === second.networkId)!
    await expectRejection(
      setFixedIp(siteId, second.mac, address, otherSubnet.id === subnet.id ? undefined : subnet.id),
      'conflict'
    )
    await expectRejection(setFixedIp(siteId, second.mac, '203.0.113.9'), 'invalid_value')

    await setFixedIp(siteId, '02:00:00:c0:ff:ee', addressIn(subnet.cidr!, 232), subnet.id)

    await setFixedIp(siteId, first.mac, null)
    await setFixedIp(siteId, '02:00:00:c0:ff:ee', null)
    const released = (await ctx.connection.listClients(siteId)).find((c) => c.mac === first.mac)!
    assert.isNull(released.fixedIp)
  }).skip(!declared('setFixedIp') || !declared('listSubnets'), 'no fixed IPs')

  test('authorize and revoke a guest', async ({ assert }) => {
    const { siteId } = ctx.target
    const clients = await ctx.connection.listClients(siteId)
    const guest = clients.find((c) => c.guest && !c.wired)
    assert.exists(guest, 'a wireless guest')
    if (guest!.authorized) {
      await requireCapability(ctx.connection, 'revokeGuest')(siteId, guest!.mac)
      const revoked = (await ctx.connection.listClients(siteId)).find((c) => c.mac === guest!.mac)
      assert.isTrue(!revoked || !revoked.authorized)
    }

    await requireCapability(ctx.connection, 'authorizeGuest')(siteId, {
      mac: guest!.mac,
      minutes: 30,
      apMac: guest!.uplinkMac ?? undefined,
      downKbps: 10_000,
    })
    const authorized = (await ctx.connection.listClients(siteId)).find((c) => c.mac === guest!.mac)
    assert.isTrue(authorized?.authorized)

    await requireCapability(ctx.connection, 'revokeGuest')(siteId, guest!.mac)
    const revoked = (await ctx.connection.listClients(siteId)).find((c) => c.mac === guest!.mac)
    assert.isTrue(!revoked || !revoked.authorized)
    await expectRejection(
      requireCapability(ctx.connection, 'authorizeGuest')(siteId, { mac: 'not-a-mac', minutes: 5 }),
      'invalid_value'
    )
  }).skip(!declared('authorizeGuest') || !declared('revokeGuest'), 'no guest authorization')
}
