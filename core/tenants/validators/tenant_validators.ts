import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { whenPresent } from '#kernel/validation/when_present'
import { TENANT_LANGUAGES, TENANT_STATUSES } from '#core/tenants/tenant_states'

export const tenantName = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(120)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
export const tenantEmail = () => vine.string().trim().maxLength(254).email()
const spaces = () => vine.string().trim().maxLength(200).nullable().optional()
const vlan = () => vine.number().withoutDecimals().range([1, 4094]).nullable().optional()
/** WPA passphrases are 8–63 printable ASCII characters. */
const passphrase = () =>
  vine
    .string()
    .minLength(8)
    .maxLength(63)
    .regex(/^[\x20-\x7e]+$/)
    .optional()
/** A day (YYYY-MM-DD) in the venue's time zone; whether it exists and is not past is checked by the action. */
const deactivateOn = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional()

/** GET …/network/tenants and …/pendingtenants: `search` (alias `q`) in name, e-mail and spaces; `status`. */
export const listTenantsValidator = vine.create({
  ...listQuery,
  search: vine.string().trim().maxLength(100).optional(),
  status: vine.enum(TENANT_STATUSES).optional(),
})

export const createTenantValidator = vine.create({
  name: tenantName(),
  email: tenantEmail(),
  language: vine.enum(TENANT_LANGUAGES).optional(),
  spaces: spaces(),
  vlan: vlan(),
  passphrase: passphrase(),
  deactivateOn: deactivateOn(),
  /** Create the key at once instead of in the coming night. */
  createNow: vine.boolean().optional(),
})

/** Only what is sent changes; `deactivateOn: null` removes a scheduled deactivation. */
export const updateTenantValidator = vine.create({
  name: tenantName().optional().requiredWhen(whenPresent),
  email: tenantEmail().optional().requiredWhen(whenPresent),
  language: vine.enum(TENANT_LANGUAGES).optional().requiredWhen(whenPresent),
  spaces: spaces(),
  vlan: vlan(),
  passphrase: passphrase(),
  deactivateOn: deactivateOn(),
})

/** POST …/network/tenants/import?dryRun=1 checks the file and writes nothing. */
export const importTenantsValidator = vine.create({
  dryRun: vine.boolean().optional(),
})
