import { removeExpiredInventoryExports } from '#core/inventory/actions/inventory_exports'

/** Hourly (config/jobs.ts): files behind expired export links are removed. */
export default async function inventoryExportsRetentionTick() {
  await removeExpiredInventoryExports()
}
