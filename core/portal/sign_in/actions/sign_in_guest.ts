import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import type Portal from '#core/portal/models/portal'
import { withPortalDefaults, type PortalSettings } from '#core/portal/portal_settings'
import { portalState } from '#core/portal/public/portal_state'
import { visitRecord, type GuestVisit } from '#core/portal/sign_in/guest_visit'
import {
  checkGuestInput,
  type GuestInput,
  type SignInMode,
} from '#core/portal/sign_in/actions/check_guest_input'
import { authorizationMode } from '#core/portal/sign_in/services/authorization_mode'
import { attemptFor, attemptWhileGuestWaits } from '#core/portal/sign_in/services/authorize_sign_in'
import {
  assertDeviceNotBlocked,
  keyOfGuest,
  touchKnownGuest,
  touchReturningGuest,
  upsertGuestByDevice,
  type UpsertedClient,
} from '#core/portal/sign_in/services/guest_clients'
import { guestByEmail, guestByKey, type KnownGuest } from '#core/portal/sign_in/queries/known_guest'
import { insertSignIn, recordEmailSignIn } from '#core/portal/sign_in/services/record_sign_in'
import { deviceKind } from '#core/portal/sign_in/services/device_kind'
import { landingUrl } from '#core/portal/sign_in/services/landing_url'
import { redeemVoucher } from '#core/portal/sign_in/services/redeem_voucher'
import { publishEvent } from '#kernel/events/publish_event'
import { AppException } from '#kernel/exceptions/app_exception'
import { guestSignIns } from '#kernel/metrics/metrics'

export interface SignInRequest {
  mode: SignInMode
  visit: GuestVisit
  guest: GuestInput
  /** The guest's browser, as seen by us. */
  userAgent: string | null
  /** The request's IP (a portal password's failures are also counted by it). */
  requestIp: string
  /** The sample page: everything is checked, nothing is stored or sent. */
  sample?: boolean
  /** The key of the portal's returning-guest cookie, when the browser sent a valid one. */
  guestKey?: string | null
  /** The venue's controller, when it was loaded with the portal (undefined: read it). */
  controller?: Controller | null
  /**
   * The device's rate-limit count, started by the caller: it runs beside the first read of the sign-in, and its
   * refusal (429) wins over anything that read finds.
   */
  admitted?: Promise<void>
}

export interface SignInResult {
  token: string | null
  status: 'authorized' | 'pending' | 'failed' | 'sample'
  language: string
  /** Where the guest goes now: the landing URL once let through. */
  landingUrl: string
  /** Browser-POST mode: the form the guest's browser posts to the device. */
  browserLogin: { action: string; fields: Record<string, string> } | null
  /** The guest's key for the portal's returning-guest cookie (null on the sample page). */
  guestKey: string | null
}

/** How long the guest's request waits for the controller before the "we are connecting you" page takes over. */
const WAIT_FOR_CONTROLLER_MS = 4_000

export const newSignInToken = () => randomBytes(16).toString('base64url')

/** Refuses a sign-in the portal cannot take now: never published, or offline (switched off, closed, scheduled). */
export function assertPortalOpen(portal: Portal, location: Location): PortalSettings {
  const state = portalState(
    portal,
    { timezone: location.timezone, openingHours: location.openingHours },
    new Date()
  )
  if (state === 'unavailable') throw new AppException(404, 'E_PORTAL_NOT_AVAILABLE')
  if (state !== 'enabled') throw new AppException(409, 'E_PORTAL_OFFLINE', { data: { state } })
  return withPortalDefaults(portal.published)
}

/**
 * Who this guest already is: an address typed names its guest (the same browser may serve someone else); without one,
 * the portal's cookie does, whatever MAC the phone presents today.
 */
async function knownGuest(
  portal: Portal,
  settings: PortalSettings,
  request: SignInRequest
): Promise<KnownGuest | null> {
  const asksEmail =
    request.mode === 'returning' || (request.mode === 'form' && settings.fields.email !== 'off')
  const typed = asksEmail ? request.guest.email?.trim() || null : null
  if (typed) return guestByEmail(portal.id, typed)
  const known = await guestByKey(portal.id, request.guestKey ?? null)
  if (known?.blocked) throw new AppException(403, 'E_GUEST_BLOCKED')
  return known
}

/** `work` beside the device's rate-limit count: a refused count is the answer, whatever `work` gave. */
async function afterAdmission<T>(
  admitted: Promise<void> | undefined,
  work: () => Promise<T>
): Promise<T> {
  if (!admitted) return work()
  const [count, result] = await Promise.allSettled([admitted, Promise.resolve().then(work)])
  if (count.status === 'rejected') throw count.reason
  if (result.status === 'rejected') throw result.reason
  return result.value
}

/**
 * A guest signs in on a portal's public page (form, returning guest or voucher), through the HTML form or the JSON
 * API: the input is checked against the PUBLISHED settings; then, in one transaction, the voucher use is counted, the
 * guest stored (by address, else by device), the sign-in recorded as pending and guest.signed_in (and guest.opted_in)
 * published. Then the controller is asked to let the device through while the guest waits a few seconds; whatever it
 * answers, the sign-in row is the truth and the retry tick finishes what is left (authorize_sign_in.ts).
 */
export async function signInGuest(
  portal: Portal,
  location: Location,
  request: SignInRequest
): Promise<SignInResult> {
  const { settings, known } = await afterAdmission(request.admitted, async () => {
    const open = assertPortalOpen(portal, location)
    return { settings: open, known: await knownGuest(portal, open, request) }
  })
  const checked = await checkGuestInput(
    portal,
    settings,
    request.mode,
    request.guest,
    { mac: request.visit.mac, ip: request.requestIp },
    known
  )
  const mode = await authorizationMode(location, request.visit.originalUrl, request.controller)
  const language = checked.language
  const landing = landingUrl(settings, language, portal.publicId)
  const browserLogin = mode.kind === 'browser' ? mode.login : null
  if (request.sample)
    return {
      token: null,
      status: 'sample',
      language,
      landingUrl: landing,
      browserLogin,
      guestKey: null,
    }
  if (mode.kind === 'none') throw new AppException(404, 'E_PORTAL_NOT_AVAILABLE')

  const device = {
    mac: request.visit.mac,
    ip: request.visit.clientIp ?? null,
    device: deviceKind(request.userAgent),
  }
  const token = newSignInToken()
  const now = DateTime.now()
  const browser = mode.kind === 'browser'
  const signIn = await db.transaction(async (trx) => {
    const record = {
      portalId: portal.id,
      voucherId: null as number | null,
      mac: device.mac,
      redirect: visitRecord(request.visit),
      minutes: settings.durationMinutes,
      browser,
      token,
      language,
      now,
    }
    let client: UpsertedClient
    let signInId: number
    let guestKey: string | null = null
    if (request.mode === 'form' && checked.email) {
      ;({ client, signInId, guestKey } = await recordEmailSignIn(
        trx,
        record,
        { ...checked, email: checked.email },
        device,
        request.guest.terms === true
      ))
    } else {
      await assertDeviceNotBlocked(trx, portal.id, device.mac)
      if (request.mode === 'voucher')
        ({ voucherId: record.voucherId, minutes: record.minutes } = await redeemVoucher(
          trx,
          portal.id,
          request.guest.voucher
        ))
      const termsNow = request.mode === 'form' && request.guest.terms === true
      if (request.mode === 'returning' && checked.email)
        client = await touchReturningGuest(
          trx,
          portal.id,
          checked.email,
          checked.optIn,
          device,
          language
        )
      else
        client =
          (known && (await touchKnownGuest(trx, known.id, device, language, checked, termsNow))) ||
          (await upsertGuestByDevice(trx, portal.id, device, language, checked, termsNow))
      signInId = await insertSignIn(trx, record, client)
    }
    guestKey ??= await keyOfGuest(trx, client.id)
    const at = now.toUTC().toISO()!
    await publishEvent(
      'guest.signed_in',
      {
        portalId: portal.id,
        locationId: location.id,
        clientId: client.id,
        signInId,
        email: checked.email,
        firstname: checked.firstname,
        lastname: checked.lastname,
        phone: checked.phone,
        language,
        optIn: checked.optIn,
        returning: client.returning,
        mac: device.mac,
        voucher: record.voucherId !== null,
        at,
      },
      { trx }
    )
    if (client.optedInNow && checked.email) {
      await publishEvent(
        'guest.opted_in',
        {
          portalId: portal.id,
          locationId: location.id,
          clientId: client.id,
          email: checked.email,
          firstname: checked.firstname,
          lastname: checked.lastname,
          language,
          at,
        },
        { trx }
      )
    }
    return { id: signInId, minutes: record.minutes, guestKey }
  })
  guestSignIns.inc({ mode: request.mode })

  const guestKey = signIn.guestKey
  if (mode.kind !== 'controller')
    return { token, status: 'authorized', language, landingUrl: landing, browserLogin, guestKey }
  const pending = {
    id: signIn.id,
    mac: device.mac,
    minutes: signIn.minutes,
    apMac: request.visit.apMac ?? null,
    attempts: 0,
    createdAt: now,
  }
  const status = await attemptWhileGuestWaits(
    () => attemptFor(pending, location, mode.controller),
    signIn.id,
    WAIT_FOR_CONTROLLER_MS
  )
  return { token, status, language, landingUrl: landing, browserLogin: null, guestKey }
}
