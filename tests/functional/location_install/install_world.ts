import type { ApiClient } from '@japa/api-client'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import Product from '#core/inventory/models/product'
import type User from '#core/users/models/user'
import {
  REPORT_FIELDS,
  buildConfigurationWorld,
  saveStep,
  throughWlans,
} from '#tests/functional/location_configuration/configuration_world'

/** A venue configured through the wizard (ready for installation) and an enclosure with three in stock. */
export async function buildInstallWorld(
  client: ApiClient,
  sim: UnifiSimulator,
  options: { apIp?: string } = {}
) {
  const world = await buildConfigurationWorld(client, sim)
  await throughWlans(client, world)
  if (options.apIp)
    (
      await saveStep(client, world, 'access_point', {
        devices: [
          { mac: '78:8a:20:52:33:ab', ip: options.apIp },
          { mac: 'e0:63:da:86:9d:a3', ip: '192.168.1.21' },
        ],
        plan: 2,
      })
    ).assertStatus(200)
  const report = await saveStep(client, world, 'report', REPORT_FIELDS)
  if (report.status() !== 200) throw new Error(`report: ${report.status()} ${report.text()}`)
  const enclosure = await Product.create({
    name: 'Wall enclosure 19"',
    type: 'enclosure',
    model: `ENC-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    vendor: 'other',
    purchasePriceCents: 5000,
    salePriceCents: 8000,
    quantity: 3,
  })
  return { ...world, enclosure }
}

export type InstallWorld = Awaited<ReturnType<typeof buildInstallWorld>>

export function finish(
  client: ApiClient,
  world: InstallWorld,
  body: Record<string, unknown>,
  as: User = world.installer
) {
  return client
    .post(`/rest/locations/${world.location.id}/install`)
    .json({ installerId: world.installer.id, ...body })
    .withCsrfToken()
    .loginAs(as)
}

export const stockOf = async (product: Product) => {
  await product.refresh()
  return product.quantity
}
