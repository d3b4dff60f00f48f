import limiter from '@adonisjs/limiter/services/main'
import { dispatch } from '#kernel/jobs/dispatch'
import { publicUrl } from '#kernel/http/public_url'
import { AppException } from '#kernel/exceptions/app_exception'
import type { PublicLanguage } from '#core/public_pages/public_language'
import SendGuestDataLinkJob from '#core/portal/guest_data/jobs/send_guest_data_link_job'
import {
  REQUESTS_PER_ADDRESS_PER_HOUR,
  REQUESTS_PER_IP_PER_HOUR,
  type GuestDataKind,
} from '#core/portal/guest_data/guest_data_constants'

async function consumeOrThrow(store: ReturnType<typeof limiter.use>, key: string) {
  try {
    await store.consume(key)
  } catch {
    throw AppException.tooManyRequests('E_TOO_MANY_REQUESTS', await store.availableIn(key))
  }
}

/**
 * A guest asks for their data or its deletion. The same work whatever the address: two throttles (per IP, and per
 * address as typed, so the throttle tells nothing either) and one job that looks the address up and mails the link.
 */
export async function requestGuestData(
  input: { email: string; kind: GuestDataKind; language: PublicLanguage },
  ip: string
) {
  await consumeOrThrow(
    limiter.use({ requests: REQUESTS_PER_IP_PER_HOUR, duration: '1 hour' }),
    `guest_data:ip:${ip}`
  )
  await consumeOrThrow(
    limiter.use({ requests: REQUESTS_PER_ADDRESS_PER_HOUR, duration: '1 hour' }),
    `guest_data:email:${input.email}`
  )
  await dispatch(SendGuestDataLinkJob, { ...input, publicUrl: publicUrl() })
}
