import type { JSONSchema7 } from 'json-schema'
import {
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  page,
  string,
} from '#kernel/http/contract/schemas'
import { TENANT_STATUSES } from '#core/tenants/tenant_states'

const date = () => string({ format: 'date' })

export const tenantSchema = object({
  id: integer(),
  name: string(),
  email: string(),
  language: string(),
  spaces: nullable(string()),
  vlan: nullable(integer()),
  status: oneOfThese(...TENANT_STATUSES),
  active: boolean(),
  passphrase: {
    ...nullable(string()),
    description:
      'The key: only in answers about one tenant to holders of location_update; null in lists',
  },
  createAfter: {
    ...dateTime(),
    description: 'A pending creation is due from then on (the nightly run, or now)',
  },
  deactivateOn: nullable(date()),
  activatedAt: nullable(dateTime()),
  deactivatedAt: nullable(dateTime()),
  mailedAt: nullable(dateTime()),
  lastAttemptAt: nullable(dateTime()),
  lastError: {
    ...nullable(object({ code: string(), message: string() })),
    description: 'Why the last push to the controller failed, until one succeeds',
  },
  createdAt: dateTime(),
})

const settingsSchema = object({
  networkName: nullable(string()),
  fixedVlan: nullable(integer()),
  defaultVlan: nullable(integer()),
  nightlyAt: string(),
  nightlyZone: string(),
})

/** The list with the venue's tenant settings beside the page. */
export const tenantListSchema = object({
  ...(page(tenantSchema).properties as Record<string, JSONSchema7>),
  settings: settingsSchema,
})

export const importResultSchema = object({
  dryRun: boolean(),
  count: integer(),
  imported: integer(),
})

export const tenantMailSchema = object({
  to: string(),
  subject: string(),
  html: string(),
  text: string(),
  language: string(),
})

export const publicTenantSchema = object({
  name: string(),
  venue: string(),
  status: oneOfThese('active', 'pending'),
  network: nullable(string()),
  passphrase: nullable(string()),
  qr: {
    ...nullable(string()),
    description: 'The WiFi QR code (WIFI:T:WPA;S:…;P:…;;) as an SVG data URL',
  },
  activeUntil: nullable(date()),
})

export const pendingCountSchema = object({ pending: integer() })
