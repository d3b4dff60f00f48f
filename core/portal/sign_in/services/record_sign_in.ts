import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { AppException } from '#kernel/exceptions/app_exception'
import { newGuestKey } from '#core/portal/sign_in/services/returning_guest_cookie'
import { ATTEMPT_LEASE_MS } from '#core/portal/sign_in/services/authorize_sign_in'
import type {
  DeviceFacts,
  GuestDetails,
  UpsertedClient,
} from '#core/portal/sign_in/services/guest_clients'

/** A sign-in about to be stored: pending for the controller, or handed to the guest's browser (browser-POST mode). */
export interface NewSignIn {
  portalId: number
  voucherId: number | null
  mac: string
  redirect: Record<string, string>
  minutes: number
  /** Browser-POST mode: the guest's browser lets the device in, so the row is authorized at once. */
  browser: boolean
  token: string
  language: string
  now: DateTime
}

function columns(signIn: NewSignIn) {
  return {
    portal_id: signIn.portalId,
    voucher_id: signIn.voucherId,
    mac: signIn.mac,
    redirect: JSON.stringify(signIn.redirect),
    minutes: signIn.minutes,
    status: signIn.browser ? 'authorized' : 'pending',
    attempts: 0,
    // Pending: claimed by this request's own attempt for a while; the retry tick takes over after that.
    next_attempt_at: signIn.browser
      ? null
      : signIn.now.plus({ milliseconds: ATTEMPT_LEASE_MS }).toJSDate(),
    authorized_at: signIn.browser ? signIn.now.toJSDate() : null,
    created_at: signIn.now.toJSDate(),
    token: signIn.token,
    language: signIn.language,
  }
}

export async function insertSignIn(
  trx: TransactionClientContract,
  signIn: NewSignIn,
  client: UpsertedClient
): Promise<number> {
  const [row] = await trx
    .insertQuery()
    .table('portal_sign_ins')
    .insert({ ...columns(signIn), client_id: client.id, returning: client.returning })
    .returning('id')
  return Number(row.id ?? row)
}

/**
 * The common sign-in (the form, with an e-mail address) in one statement, since every round trip to the database
 * counts at a busy venue: the device must not be blocked, the guest of this address is created or brought up to date
 * (what they typed now wins, fields left empty keep what we had, the opt-in is only ever added here, the key of the
 * returning-guest cookie made on the first sign-in) unless blocked, and the sign-in row is inserted for that guest. Two first sign-ins of one address at once make one guest.
 */
export async function recordEmailSignIn(
  trx: TransactionClientContract,
  signIn: NewSignIn,
  guest: GuestDetails & { email: string },
  device: DeviceFacts,
  termsNow: boolean
) {
  const row = columns(signIn)
  const now = row.created_at
  const result = await trx.rawQuery(
    `with previous as (select id, email_opt_in from portal_clients where portal_id = :portal and lower(email) = lower(:email)),
     client as (
       insert into portal_clients as c (portal_id, email, firstname, lastname, phone, email_opt_in, email_score, email_checks, language, mac, ip, device, sign_in_count, first_seen_at, last_seen_at, terms_accepted_at, guest_key)
       select :portal, :email, :firstname, :lastname, :phone, :optIn, :score, cast(:checks as jsonb), :language, :mac, :ip, :device, 1, :now, :now, cast(:terms as timestamptz), :guestKey
       where not exists (select 1 from portal_clients where portal_id = :portal and mac = :mac and blocked)
       on conflict (portal_id, lower(email)) where email is not null do update set
         firstname = coalesce(excluded.firstname, c.firstname), lastname = coalesce(excluded.lastname, c.lastname),
         phone = coalesce(excluded.phone, c.phone), email_opt_in = c.email_opt_in or excluded.email_opt_in,
         email_score = coalesce(excluded.email_score, c.email_score), email_checks = coalesce(excluded.email_checks, c.email_checks),
         language = coalesce(excluded.language, c.language), mac = excluded.mac, ip = excluded.ip,
         device = coalesce(excluded.device, c.device), terms_accepted_at = coalesce(c.terms_accepted_at, excluded.terms_accepted_at), sign_in_count = c.sign_in_count + 1, last_seen_at = excluded.last_seen_at,
         guest_key = coalesce(c.guest_key, excluded.guest_key)
         where not c.blocked
       returning c.id, c.guest_key
     ),
     sign_in as (
       insert into portal_sign_ins (portal_id, client_id, voucher_id, mac, redirect, minutes, status, "returning", attempts, next_attempt_at, authorized_at, created_at, token, language)
       select :portal, client.id, :voucher, :mac, cast(:redirect as jsonb), :minutes, :status, exists (select 1 from previous), 0, :nextAttempt, :authorizedAt, :now, :token, :signInLanguage
       from client
       returning id
     )
     select (select id from client) as client_id, (select guest_key from client) as guest_key, (select id from sign_in) as sign_in_id, (select id from previous) as previous_id, (select email_opt_in from previous) as was_opted_in`,
    {
      portal: signIn.portalId,
      email: guest.email,
      firstname: guest.firstname,
      lastname: guest.lastname,
      phone: guest.phone,
      optIn: guest.optIn,
      score: guest.emailScore,
      checks: guest.emailChecks ? JSON.stringify(guest.emailChecks) : null,
      language: guest.language,
      mac: device.mac,
      ip: device.ip,
      device: device.device,
      now,
      terms: termsNow ? now : null,
      voucher: signIn.voucherId,
      redirect: row.redirect,
      minutes: row.minutes,
      status: row.status,
      nextAttempt: row.next_attempt_at,
      authorizedAt: row.authorized_at,
      token: row.token,
      signInLanguage: row.language,
      guestKey: newGuestKey(),
    } as any
  )
  const found = result.rows[0]
  // Nothing inserted or updated: the device or the guest is blocked.
  if (!found?.client_id) throw new AppException(403, 'E_GUEST_BLOCKED')
  const client: UpsertedClient = {
    id: Number(found.client_id),
    returning: found.previous_id !== null,
    optedInNow: guest.optIn && found.was_opted_in !== true,
  }
  return { client, signInId: Number(found.sign_in_id), guestKey: String(found.guest_key) }
}
