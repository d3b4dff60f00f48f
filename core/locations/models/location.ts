import { invalidatePortalsOnChange } from '#core/portal/public/cache/invalidate_portals_on_change'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Customer from '#core/customers/models/customer'
import { encryptedColumn } from '#kernel/crypto/encrypted_column'
import type { LocationStatus, NetworkStatus } from '#core/locations/location_states'
import { forgetMapOnChange } from '#core/locations/map/forget_map_on_change'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

/** A venue where we run the internet and WiFi. */
export default class Location extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare customerId: number

  /** The unguessable id of the venue's public status page (/status/{publicId}); the database sets it. */
  @column({ serializeAs: null })
  declare publicId: string

  /** The short code staff type on /status (core/status_pages/status_code.ts); the database sets it. */
  @column()
  declare statusCode: string

  @column()
  declare name: string

  @column()
  declare venueName: string | null

  @column()
  declare address: string | null

  @column()
  declare zipcode: string | null

  @column()
  declare city: string | null

  @column()
  declare country: string

  @column()
  declare timezone: string

  @column()
  declare type: string

  @column()
  declare plan: number

  @column()
  declare status: LocationStatus

  @column()
  declare networkStatus: NetworkStatus

  /** The controller site this venue's network is read from (core/network); null when not bound. */
  @column()
  declare controllerId: number | null

  @column()
  declare controllerSiteId: string | null

  /** The status to put back when an archived location is restored. */
  @column({ serializeAs: null })
  declare statusBeforeArchive: LocationStatus | null

  @column()
  declare latitude: number | null

  @column()
  declare longitude: number | null

  @column()
  declare paymentMethod: number | null

  @column()
  declare subscribed: boolean

  @column()
  declare caas: boolean

  @column()
  declare demo: boolean

  @column()
  declare diyInstallation: boolean

  @column()
  declare ubiquitiOs: boolean

  @column()
  declare failover: boolean

  @column()
  declare connectionType: string

  @column()
  declare fixedVlanId: number | null

  @column()
  declare defaultTenantVlan: number | null

  @column()
  declare ppskProfileId: string | null

  @column()
  declare ppskSsid: string | null

  /** Tenants with personal WiFi keys (core/tenants) are offered at this venue; support switches it on. */
  @column()
  declare tenantManagement: boolean

  /** Nightly firmware updates (core/network/automatic_updates); only acted on while the plan includes them. */
  @column()
  declare automaticUpdates: boolean

  @column()
  declare subscriptionId: string | null

  @column()
  declare subscriptionItemId: string | null

  /** The subscription as Stripe last told us (core/billing/subscriptions): active, past_due or cancelled. */
  @column()
  declare subscriptionStatus: 'active' | 'past_due' | 'cancelled' | null

  @column()
  declare subscriptionStripeStatus: string | null

  @column()
  declare subscriptionPriceId: string | null

  @column()
  declare subscriptionProductId: string | null

  @column()
  declare subscriptionAmount: number | null

  @column()
  declare subscriptionCurrency: string | null

  @column.dateTime()
  declare subscriptionPeriodEnd: DateTime | null

  @column()
  declare subscriptionCancelAtPeriodEnd: boolean

  /** `archived`: archiving asked for the cancellation, so restoring takes it back; `requested`: an admin did. */
  @column()
  declare subscriptionCancelReason: 'archived' | 'requested' | null

  /** The time of the Stripe state applied last; older events are ignored. */
  @column.dateTime({ serializeAs: null })
  declare subscriptionSyncedAt: DateTime | null

  @column()
  declare simNumber: string | null

  @column()
  declare pppoeUsername: string | null

  @encryptedColumn('location.pppoe_password')
  declare pppoePassword: string | null

  @column()
  declare downloadSpeed: number | null

  @column()
  declare uploadSpeed: number | null

  @column()
  declare failoverDownloadSpeed: number | null

  @column()
  declare failoverUploadSpeed: number | null

  @column()
  declare amountGateways: number

  @column()
  declare amountAps: number

  @column()
  declare amountSwitches: number

  @column()
  declare comments: string | null

  @column()
  declare room: string | null

  @column()
  declare qrImagePath: string | null

  @column()
  declare qrLabel: string | null

  @column()
  declare configReport: Record<string, unknown> | null

  @column()
  declare installationReport: Record<string, unknown> | null

  @column()
  declare openingHours: Record<string, unknown> | null

  /** Per-vendor settings of the venue, keyed by plugin id (the plugin's `locationSettings`). */
  @column({ prepare: (value: Record<string, unknown>) => JSON.stringify(value ?? {}) })
  declare vendorSettings: Record<string, Record<string, unknown>>

  @column.dateTime()
  declare archivedAt: DateTime | null

  @column.dateTime()
  declare snoozedUntil: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>
}

// What self records show of a venue (core/users/queries/get_self_record.ts), not its live state.
invalidateAccessOnChange(Location, () => 'everyone', [
  'customerId',
  'name',
  'plan',
  'paymentMethod',
])

// What a guest's sign-in reads of its venue (core/portal/public/cache/sign_in_portal_cache.ts).
invalidatePortalsOnChange(Location, [
  'customerId',
  'name',
  'venueName',
  'status',
  'timezone',
  'openingHours',
  'controllerId',
  'controllerSiteId',
  'vendorSettings',
])

// The map's cached indexes hold what a pin draws, what the map's filters and search read, and whose venue it is.
forgetMapOnChange(Location, [
  'name',
  'venueName',
  'address',
  'city',
  'type',
  'status',
  'networkStatus',
  'latitude',
  'longitude',
  'customerId',
])
