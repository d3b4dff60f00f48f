import type Location from '#core/locations/models/location'
import type { PermissionKey } from '#core/access/permissions'
import type { LocationListRow } from '#core/locations/queries/location_queries'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import { planCheck, planIncludes } from '#core/billing/plans/plan_catalog'
import type { NetworkCauses } from '#core/network/queries/network_causes'

/** Billing and line details only admins and installers see. */
const TECHNICAL_FIELDS = [
  'subscription_id',
  'subscription_item_id',
  'subscription_stripe_status',
  'subscription_price_id',
  'subscription_product_id',
  'subscription_cancel_reason',
  'sim_number',
  'pppoe_username',
  'ppsk_profile_id',
  'config_report',
  'installation_report',
] as const

interface TransformOptions {
  permissions?: PermissionKey[]
  /** Admins get every field; customer users the fields of their world. */
  full: boolean
}

/** A location as the API shows it; the PPPoE password only as "is set", never its value. */
export function transformLocation(location: Location, options: TransformOptions) {
  const body: Record<string, unknown> = {
    ...location.serialize({ relations: { customer: { fields: { pick: ['id', 'name'] } } } }),
    archived: location.status === 'archived',
    snoozed: !!location.snoozedUntil && location.snoozedUntil.toMillis() > Date.now(),
    // The choice is kept when the plan drops below the feature; the nightly run only acts while it is included.
    automatic_updates_included: planIncludes(location.plan, 'automatic_updates'),
  }
  if (options.full) body.pppoe_password_set = location.pppoePassword !== null
  else for (const field of TECHNICAL_FIELDS) delete body[field]
  if (options.permissions) body.permissions = options.permissions
  return body
}

/** A row of GET /locations: what lists show, the customer's name and the network's vendor (manifest name) included. */
export function transformLocationRow(row: LocationListRow, causes?: NetworkCauses) {
  const {
    customer_name: customerName,
    controller_vendor: vendor,
    controller_status: _,
    devices,
    ...location
  } = row
  return {
    ...location,
    device_noun: causes?.deviceNoun ?? 'device',
    network_warnings: causes?.warnings ?? [],
    ...planCheck(Number(row.plan), Number(devices)),
    customer: { id: row.customer_id, name: customerName },
    network_vendor: vendor ? { id: vendor, name: vendorManifest(vendor)?.name ?? vendor } : null,
    archived: row.status === 'archived',
    snoozed: row.snoozed_until !== null && new Date(row.snoozed_until).getTime() > Date.now(),
  }
}
