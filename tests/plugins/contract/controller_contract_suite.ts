/**
 * The contract suite every controller plugin passes against its simulator: each declared capability end to end,
 * undeclared ones absent. Usage, from a plugin's spec file:
 *
 *   controllerContractSuite({ name: 'unifi (classic)', plugin: unifi, start: async () => ({ settings, siteId, ... }) })
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ControllerCapability } from '#core/plugins/controller_contract'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import type { ContractContext, ContractSuiteOptions } from './contract_context.js'
import { clientChecks } from './client_checks.js'
import { deviceChecks } from './device_checks.js'
import { readChecks } from './read_checks.js'
import { wlanChecks } from './wlan_checks.js'

export type { ContractSuiteOptions, ContractTarget } from './contract_context.js'

export function controllerContractSuite(options: ContractSuiteOptions) {
  const declared = (capability: ControllerCapability) =>
    options.plugin.manifest.capabilities.includes(capability)
  const ctx = { options } as ContractContext

  test.group(`controller contract: ${options.name}`, (group) => {
    group.setup(async () => {
      ctx.target = await options.start()
      ctx.connection = await connectWithPlugin(options.plugin, ctx.target.settings, {
        cacheNamespace: `contract-${randomUUID()}`,
      })
      return async () => {
        await ctx.connection?.close()
        await ctx.target.stop()
      }
    })

    readChecks(ctx)
    wlanChecks(ctx, declared)
    clientChecks(ctx, declared)
    deviceChecks(ctx, declared)
  })
}
