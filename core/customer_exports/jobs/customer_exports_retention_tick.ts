import { removeExpiredCustomerExports } from '#core/customer_exports/actions/customer_exports'

/** Hourly (config/jobs.ts): archives behind expired customer export links are removed. */
export default async function customerExportsRetentionTick() {
  await removeExpiredCustomerExports()
}
