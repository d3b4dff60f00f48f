import { PLANS } from './plan_catalog.js'

/** SQL over `locations`: the devices the last sync saw, and the device limit of the venue's plan (plan_catalog.ts). */
export const DEVICES_SQL =
  '(select count(*) from network_devices where network_devices.location_id = locations.id)'
export const MAX_DEVICES_SQL = `(case locations.plan ${PLANS.map((plan) => `when ${plan.plan} then ${plan.maxDevices}`).join(' ')} else ${PLANS[0].maxDevices} end)`
