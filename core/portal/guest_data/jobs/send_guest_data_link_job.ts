import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import GuestDataRequest from '#core/portal/models/guest_data_request'
import { newSecretToken } from '#kernel/crypto/secret_token'
import { queueMail } from '#core/mail/queue_mail'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'
import type { PublicLanguage } from '#core/public_pages/public_language'
import { guestDataMail } from '#core/portal/guest_data/mails/guest_data_mail'
import {
  GUEST_DATA_LINK_HOURS,
  type GuestDataKind,
} from '#core/portal/guest_data/guest_data_constants'
import { holdsGuestData } from '#core/portal/guest_data/queries/guest_data_queries'

interface Payload {
  email: string
  kind: GuestDataKind
  language: PublicLanguage
  /** The address the request chose for our links (publicUrl); older runs have none. */
  publicUrl?: string
}

/**
 * Looks the address up among every portal's guests and, when we hold data for it, mails a single-use link that
 * confirms the request. A job, so that the /mydata form does the same work (and takes the same time) whether the
 * address is known or not: the answer reveals nothing.
 */
export default class SendGuestDataLinkJob extends Job<Payload> {
  static jobName = 'portal.guest_data_link'
  static queue = 'mail'
  static attempts = 3
  static timeoutMs = 30_000

  handle({ email, kind, language, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () => this.#send(email, kind, language))
  }

  async #send(email: string, kind: GuestDataKind, language: PublicLanguage) {
    if (!(await holdsGuestData(email))) return
    await db.transaction(async (trx) => {
      const { token, hash } = newSecretToken()
      await GuestDataRequest.create(
        {
          email,
          kind,
          tokenHash: hash,
          language,
          expiresAt: DateTime.now().plus({ hours: GUEST_DATA_LINK_HOURS }),
        },
        { client: trx }
      )
      await queueMail(guestDataMail(email, kind, language, token), { trx })
    })
  }
}
