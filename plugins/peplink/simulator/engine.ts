/** What route handlers share: the store, the clock, the faults and the resolved options. */
import type { PeplinkSimulatorFaults } from './faults.js'
import type { SimGroup } from './model/group_generator.js'
import type { SimStore } from './model/store.js'
import type { GroupView } from './views/device_view.js'

export interface Engine {
  store: SimStore
  faults: PeplinkSimulatorFaults
  rebootMs: number
  clientList: boolean
  reboots: number[]
  now(): number
}

export function groupView(engine: Engine, group: SimGroup): GroupView {
  return { store: engine.store, group, now: engine.now() }
}
