import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import Location from '#core/locations/models/location'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
const now = () => new Date()

/**
 * Two customers' venues in every state the dashboard reports, stored the way the sync and the jobs leave them: the
 * first customer's venues offline (an access point down), in failover, in warning, waiting for installation and to
 * deploy, behind a controller that needs credentials, with an open alert, a failed tenant key, failed guest sign-ins,
 * too many devices for the plan, a service mismatch and an overdue invoice; the second customer's venue offline.
 */
export async function buildDashboardWorld() {
  const first = await createTenant()
  const other = await createTenant()
  const controller = (
    await db
      .table('controllers')
      .insert({
        alias: 'Markt UniFi',
        vendor: 'unifi',
        url: 'https://unifi.example:8443',
        status: 'needs_credentials',
        last_sync_at: hoursAgo(5),
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
  )[0].id as number

  const venue = async (customerId: number, name: string, extra: Record<string, unknown>) => {
    const location = await Location.create({ name, customerId })
    await db.from('locations').where('id', location.id).update(extra)
    return location
  }
  first.location.merge({ name: 'A – offline bar' })
  await first.location.save()
  await db
    .from('locations')
    .where('id', first.location.id)
    .update({
      status: 'live',
      network_status: 'offline',
      network_status_since: hoursAgo(3),
      controller_id: controller,
      controller_site_id: 'site-offline',
    })
  const offline = first.location
  const failover = await venue(first.customer.id, 'A – food truck', {
    status: 'live',
    network_status: 'failover',
    network_status_since: hoursAgo(1.5),
  })
  const warning = await venue(first.customer.id, 'A – terrace', {
    status: 'live',
    network_status: 'warning',
    network_status_since: hoursAgo(2),
    plan: 1,
    controller_id: controller,
    controller_site_id: 'site-warning',
  })
  const install = await venue(first.customer.id, 'A – lobby', { status: 'ready_for_installation' })
  const toDeploy = await venue(first.customer.id, 'A – wing', { status: 'to_deploy' })
  const snoozed = await venue(first.customer.id, 'A – snoozed', {
    status: 'live',
    network_status: 'offline',
    snoozed_until: new Date(Date.now() + 86_400_000),
  })
  const otherOffline = await venue(other.customer.id, 'B – offline shop', {
    status: 'live',
    network_status: 'offline',
    network_status_since: hoursAgo(6),
  })

  await db.table('controller_sites').multiInsert([
    {
      controller_id: controller,
      remote_id: 'site-offline',
      name: 'Offline',
      device_count: 2,
      online_device_count: 0,
      client_count: 0,
      seen_at: now(),
    },
    {
      controller_id: controller,
      remote_id: 'site-warning',
      name: 'Warning',
      device_count: 5,
      online_device_count: 4,
      client_count: 12,
      seen_at: now(),
    },
  ])
  const device = (locationId: number, name: string, kind: string, state: string, seen: Date) => ({
    location_id: locationId,
    remote_id: `${name}-${locationId}`,
    name,
    kind,
    state,
    fingerprint: 'x',
    last_seen_at: seen,
    updated_at: now(),
  })
  await db
    .table('network_devices')
    .multiInsert([
      device(offline.id, 'Bar AP', 'ap', 'offline', hoursAgo(3)),
      device(offline.id, 'Bar gateway', 'gateway', 'offline', hoursAgo(3)),
      device(warning.id, 'Terrace AP', 'ap', 'offline', hoursAgo(2)),
      device(warning.id, 'Terrace switch', 'switch', 'online', now()),
    ])

  const rule = (
    await db
      .table('alert_rules')
      .insert({
        name: 'Too many clients',
        trigger: 'clients_above',
        scope_type: 'location',
        scope_id: failover.id,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
  )[0].id
  await db.table('alerts').insert({
    rule_id: rule,
    location_id: failover.id,
    subject: 'location',
    subject_name: null,
    state: 'open',
    started_at: hoursAgo(4),
    triggered_at: hoursAgo(4),
  })
  await db.table('tenants').insert({
    location_id: offline.id,
    name: 'Flat 2',
    email: 'flat2@example.test',
    passphrase: 'sealed',
    status: 'pending_creation',
    create_after: hoursAgo(8),
    last_error: 'E_CONTROLLER_NEEDS_CREDENTIALS',
    last_attempt_at: hoursAgo(0.8),
    public_id: `t-${offline.id}-failed`,
    created_at: now(),
    updated_at: now(),
  })
  const portal = (
    await db
      .table('portals')
      .insert({
        location_id: warning.id,
        public_id: `p-${warning.id}`,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
  )[0].id
  await db.table('portal_sign_ins').multiInsert([
    {
      portal_id: portal,
      mac: 'aa:bb:cc:00:00:01',
      minutes: 30,
      status: 'failed',
      created_at: hoursAgo(1),
    },
    {
      portal_id: portal,
      mac: 'aa:bb:cc:00:00:02',
      minutes: 30,
      status: 'authorized',
      created_at: now(),
    },
  ])
  await db.table('service_mismatches').insert({
    location_id: failover.id,
    kind: 'installed_not_billed',
    detected_at: hoursAgo(10),
  })
  await db.table('invoices').insert({
    stripe_invoice_id: `in_dash_${first.customer.id}`,
    stripe_customer_id: 'cus_dash',
    customer_id: first.customer.id,
    number: 'AD-0042',
    stripe_status: 'open',
    amount_due: 12_100,
    due_date: hoursAgo(24 * 20),
    hosted_invoice_url: 'https://pay.example/in_dash',
    stripe_created_at: hoursAgo(24 * 50),
    stripe_synced_at: now(),
    created_at: now(),
    updated_at: now(),
  })

  const admin = await createUser({ isAdmin: true })
  const partnerOrg = await Partner.create({ name: 'Dashboard partner' })
  const partner = await createUser({ partnerId: partnerOrg.id })
  await PartnerGrant.create({
    partnerId: partnerOrg.id,
    subjectType: 'customer',
    subjectId: first.customer.id,
    permissions: PERMISSION_KEYS.filter((key) => !key.startsWith('invoices_')),
  })
  const customerUser = await createUser()
  await grant(customerUser, 'customer', first.customer.id, [...PERMISSION_KEYS])
  await db.table('invitations').insert({
    email: 'colleague@example.test',
    token_hash: `dash-${partnerOrg.id}`.padEnd(64, '0'),
    invited_by_id: partner.id,
    partner_id: partnerOrg.id,
    expires_at: new Date(Date.now() + 86_400_000),
    created_at: hoursAgo(30),
    updated_at: hoursAgo(30),
  })

  return {
    first,
    other,
    controller,
    venues: { offline, failover, warning, install, toDeploy, snoozed, otherOffline },
    admin,
    partner,
    partnerOrg,
    customerUser,
  }
}
