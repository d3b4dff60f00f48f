import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { pointDemoController } from '#database/demo/demo_network'
import { DEMO_SIMULATORS, type RunningDemoSimulator } from '#database/demo/demo_simulators'
import { syncController } from '#core/network/services/sync_controller'

/**
 * What `npm start` does in its server: the four demo simulators run for the group; the returned function points the
 * seeded controllers at them and syncs, as the demo's start-up does (call it before each test).
 */
export function useDemoSimulators(group: Group) {
  let simulators: RunningDemoSimulator[] = []
  group.setup(async () => {
    simulators = await Promise.all(DEMO_SIMULATORS.map((start) => start()))
    return async () => {
      await Promise.all(simulators.map((simulator) => simulator.stop()))
    }
  })
  return async function syncDemoControllers() {
    for (const simulator of simulators) {
      const controller = await db.transaction((trx) =>
        pointDemoController(trx, simulator.url, simulator.vendor)
      )
      if (controller) await syncController(controller.id)
    }
  }
}
