import { createHash } from 'node:crypto'
import type { GuestSync } from '#core/plugins/integration_contract'
import { DEFAULT_TAGS, type MailchimpOptions } from '../settings.js'

/** Mailchimp's subscriber hash: lower-case hex MD5 of the trimmed, lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex')
}

export type MemberStatus = 'subscribed' | 'unsubscribed' | 'cleaned' | 'pending' | 'transactional'

/**
 * The add-or-update body (`PUT /lists/{id}/members/{hash}`). Consent decides `status_if_new`: an opted-in guest is
 * subscribed (or pending with double opt-in), anyone else is a transactional contact that gets no marketing. Only an
 * opt-in changes an existing member's status, so a guest who unsubscribed is never re-subscribed by a plain sign-in.
 */
export function memberBody(sync: GuestSync<MailchimpOptions>) {
  const consented: MemberStatus = sync.options.doubleOptIn ? 'pending' : 'subscribed'
  const mergeFields: Record<string, string> = {}
  if (sync.guest.firstname) mergeFields.FNAME = sync.guest.firstname
  if (sync.guest.lastname) mergeFields.LNAME = sync.guest.lastname
  if (sync.guest.phone) mergeFields.PHONE = sync.guest.phone
  const body: Record<string, unknown> = {
    email_address: sync.guest.email.trim(),
    status_if_new: sync.optIn ? consented : 'transactional',
    merge_fields: mergeFields,
    timestamp_signup: sync.at,
  }
  if (sync.guest.language) body.language = sync.guest.language
  if (sync.optIn) body.timestamp_opt = sync.at
  if (sync.reason === 'opted_in') body.status = consented
  return body
}

/** The tags call (`POST /lists/{id}/members/{hash}/tags`): the chosen tags and the venue's name, all active. */
export function tagsBody(sync: GuestSync<MailchimpOptions>) {
  const names = [...(sync.options.tags ?? DEFAULT_TAGS), sync.venue.name]
    .map((name) => name.trim().slice(0, 100))
    .filter(Boolean)
  return {
    tags: [...new Set(names)].map((name) => ({ name, status: 'active' })),
    is_syncing: false,
  }
}
