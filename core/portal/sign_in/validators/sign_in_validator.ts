import { isIP } from 'node:net'
import vine from '@vinejs/vine'
import { normalizeMac } from '#core/plugins/controller_contract'
import { PORTAL_LANGUAGES } from '#core/portal/portal_settings'

/** No control characters: what is left is shown back escaped (an SSID may hold any printable character). */
const PLAIN = /^[^\u0000-\u001f\u007f]*$/

const macRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const mac = normalizeMac(value)
  if (!mac) return field.report('Enter a valid MAC address', 'mac', field)
  field.mutate(mac, field)
})

const ipRule = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isIP(value))
    field.report('The {{ field }} field must be a valid IP address', 'ip', field)
})

const mac = () => vine.string().trim().maxLength(17).use(macRule())
const plain = (max: number) =>
  vine.string().trim().maxLength(max).regex(PLAIN).nullable().optional()

/**
 * Where the guest's device is, as the controller's redirect said (vendors.md §6): the client MAC (required: it is what
 * gets let through), the AP or gateway, SSID, radio, VLAN, site, the controller's time stamp, the client's IP and the
 * address the guest first asked for. Carried by the page's form as hidden fields, and by the JSON API as is.
 */
export const visitFields = {
  mac: mac(),
  apMac: mac().nullable().optional(),
  gatewayMac: mac().nullable().optional(),
  ssid: plain(64),
  radioId: vine
    .string()
    .trim()
    .regex(/^\d{1,2}$/)
    .nullable()
    .optional(),
  vid: vine.number().withoutDecimals().range([1, 4094]).nullable().optional(),
  site: plain(100),
  t: vine
    .string()
    .trim()
    .regex(/^\d{1,20}$/)
    .nullable()
    .optional(),
  clientIp: vine.string().trim().maxLength(45).use(ipRule()).nullable().optional(),
  originalUrl: vine
    .string()
    .trim()
    .maxLength(2000)
    .regex(/^[^\u0000-\u001f\u007f\s]*$/)
    .nullable()
    .optional(),
}

/** What the guest fills in; which fields count is the published settings' business (sign_in_guest.ts). */
export const guestFields = {
  language: vine.enum(PORTAL_LANGUAGES).nullable().optional(),
  email: vine.string().trim().maxLength(254).nullable().optional(),
  firstname: plain(100),
  lastname: plain(100),
  phone: vine
    .string()
    .trim()
    .maxLength(40)
    .regex(/^\+?[0-9 ()./-]{6,40}$/)
    .nullable()
    .optional(),
  optIn: vine.boolean().nullable().optional(),
  terms: vine.boolean().nullable().optional(),
  password: vine.string().maxLength(200).nullable().optional(),
  /** A voucher code instead of the form (portals with vouchers). */
  voucher: vine.string().trim().maxLength(40).nullable().optional(),
}

/** POST /rest/public/portal/{id}/authorize. */
export const authorizeValidator = vine.create({ ...visitFields, ...guestFields })

/** POST /rest/public/portalclient: a returning guest signs in with their e-mail address only, or by the portal's cookie. */
export const returningGuestValidator = vine.create({
  portal: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,32}$/),
  ...visitFields,
  language: guestFields.language,
  email: vine.string().trim().maxLength(254).nullable().optional(),
  optIn: guestFields.optIn,
  password: guestFields.password,
})

/** The plain HTML form of the public page (`POST /guest/connect`): the same fields, plus the portal and the mode. */
export const guestFormValidator = vine.create({
  portal: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,32}$/),
  mode: vine.enum(['form', 'returning', 'voucher'] as const).optional(),
  /** The sample page (`/peplinkportaltest`): checked like a real sign-in, stored nowhere. */
  sample: vine.boolean().optional(),
  ...visitFields,
  ...guestFields,
})

/** The device facts of a controller's redirect to the public page (core/portal/public/entry_visits.ts). */
export const entryVisitValidator = vine.create(visitFields)
