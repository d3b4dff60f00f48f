import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import { partnerLogoUrl } from '#core/partners/transformers/partner_transformer'
import { UserAccess } from '#core/access/services/user_access'
import {
  whereCustomerVisible,
  whereGroupVisible,
  whereLocationVisible,
} from '#core/access/services/visibility'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import type User from '#core/users/models/user'
import { brandingForSelfRecord } from '#core/customer_branding/queries/branding_lookup'
import { reachState } from '#core/billing/invoices/account_lock_guard'
import { supportContactFor } from '#core/users/queries/support_contact'
import { readStamp } from '#core/access/services/access_stamps'
import { accessCache } from '#core/access/services/access_cache'

type SelfRecord = Awaited<ReturnType<typeof buildSelfRecord>>

/** Per process, while the user's access stamps and row hold (docs/security.md "Cached permissions"). */
const cachedRecords = accessCache<SelfRecord>()

/** Every column of the user's own row that the record shows or depends on. */
const userFingerprint = (user: User) =>
  JSON.stringify([
    user.name,
    user.firstname,
    user.lang,
    user.isAdmin,
    user.partnerId,
    user.salesRole,
    user.accountRole,
    user.twoFaEnabled,
    user.defaultGroupId,
    user.defaultCustomerId,
    user.defaultLocationId,
  ])

/**
 * The self record of spec §3, which the web app's guards and session state
 * are built from. Each default is the saved one when still visible, else the
 * first visible object. Every screen load asks for it, so it is cached per
 * user (one Redis round trip while nothing changed); a miss costs four
 * independent queries and computes permissions from the rows it already has.
 */
export async function getSelfRecord(user: User, options: { impersonating?: boolean } = {}) {
  const stamp = await readStamp(user.id)
  const fingerprint = userFingerprint(user)
  let record = cachedRecords.get(user.id, stamp, fingerprint)
  if (!record) {
    record = await buildSelfRecord(user, await UserAccess.cached(user, stamp))
    cachedRecords.set(user.id, stamp, fingerprint, record)
  }
  return { ...record, imposter_mode: options.impersonating ?? false }
}

async function buildSelfRecord(user: User, access: UserAccess) {
  const keys = access.allKeys()

  const [[group, customer, location], partner] = await Promise.all([
    firstVisibleOfEach(
      [
        whereGroupVisible(db.from('groups').select('groups.id'), access),
        whereCustomerVisible(
          db
            .from('customers')
            .select('id', 'group_id', 'payment_method', 'demo_mode', 'type', 'free_tier'),
          access
        ),
        whereLocationVisible(
          db
            .from('locations')
            .join('customers', 'customers.id', 'locations.customer_id')
            .select(
              'locations.id',
              'locations.name',
              'locations.plan',
              'locations.payment_method',
              'locations.customer_id'
            )
            .select(
              'customers.group_id',
              'customers.free_tier',
              'customers.payment_method as customer_payment_method'
            ),
          access
        ),
      ],
      [
        ['groups.id', user.defaultGroupId],
        ['customers.id', user.defaultCustomerId],
        ['locations.id', user.defaultLocationId],
      ]
    ),
    user.partnerId ? Partner.find(user.partnerId) : null,
  ])
  const [branding, reach, support] = await Promise.all([
    brandingForSelfRecord(user, customer?.id ?? null),
    reachState(access),
    supportContactFor(user, {
      location: location?.id ?? null,
      customer: location?.customer_id ?? customer?.id ?? null,
      group: location?.group_id ?? customer?.group_id ?? group?.id ?? null,
    }),
  ])

  /** Spec §4: partners and free-tier customers never need a payment method. */
  const paymentMethod = (method: number | null, freeTier: boolean) =>
    user.isPartner || freeTier ? PAYMENT_METHODS.none : method

  return {
    id: user.id,
    name: user.name,
    firstname: user.firstname,
    lang: user.lang,
    is_admin: user.isAdmin,
    is_partner: user.isPartner,
    is_sales_hunter: user.salesRole === 'hunter',
    account_role: user.accountRole ?? null,
    has_groups: Boolean(group),
    two_fa: user.twoFaEnabled,
    has_customers: Boolean(customer),
    has_locations: Boolean(location),
    has_user_permissions: [...keys].some((key) => key.startsWith('users_')),
    has_portal_permissions: [...keys].some((key) => key.startsWith('portal_')),
    partner_logo: partner ? partnerLogoUrl(partner) : null,
    imposter_mode: false,
    account_locked: reach.allLocked,
    payment_confined: reach.allAwaitPayment,
    branding,
    support,
    default_partner: partner ? { id: partner.id } : null,
    default_group: group
      ? {
          id: group.id,
          permissions: access.permissionsFor({ group: group.id, customer: null, location: null }),
        }
      : null,
    default_customer: customer
      ? {
          id: customer.id,
          payment_method: paymentMethod(customer.payment_method, customer.free_tier),
          demo_mode: customer.demo_mode,
          type: customer.type,
          free_tier: customer.free_tier,
          permissions: access.permissionsFor({
            group: customer.group_id,
            customer: customer.id,
            location: null,
          }),
        }
      : null,
    default_location: location
      ? {
          id: location.id,
          name: location.name,
          plan: location.plan,
          payment_method: paymentMethod(
            location.payment_method ?? location.customer_payment_method,
            location.free_tier
          ),
          permissions: access.permissionsFor({
            group: location.group_id,
            customer: location.customer_id,
            location: location.id,
          }),
        }
      : null,
  }
}

/**
 * For each query, the saved default when still visible, else the first
 * visible row: all of them in one statement (one round trip), each row as
 * JSON so its columns keep their names.
 */
async function firstVisibleOfEach(
  queries: any[],
  orders: [idColumn: string, savedId: number | null][]
): Promise<any[]> {
  const parts = queries.map((query, i) => {
    const [idColumn, savedId] = orders[i]
    return query
      .orderByRaw(`(${idColumn} = ?) desc`, [savedId ?? 0])
      .orderBy(idColumn, 'asc')
      .limit(1)
      .toSQL()
  })
  const select = parts
    .map((part, i) => `(select row_to_json(r) from (${part.sql}) as r) as r${i}`)
    .join(', ')
  const result = await db.rawQuery(
    `select ${select}`,
    parts.flatMap((part) => part.bindings)
  )
  const row = result.rows[0]
  return parts.map((_, i) => row[`r${i}`] ?? null)
}
