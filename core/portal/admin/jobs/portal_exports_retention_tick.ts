import { removeExpiredExports } from '#core/portal/admin/actions/portal_exports'

/** Hourly (config/jobs.ts): guest exports are personal data; their files go once the mailed link expires. */
export default async function portalExportsRetentionTick() {
  await removeExpiredExports()
}
