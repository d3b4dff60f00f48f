import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { publicLanguage } from '#core/public_pages/public_language'
import { invalidPublicId, looksLikePublicId } from '#core/status_pages/queries/find_public_subject'
import { loadPublicSubject, type StatusSubject } from '#core/status_pages/queries/status_subject'
import { publishedConfigOf } from '#core/status_pages/queries/status_page_record'
import { buildPublicStatus, loadShownVenues } from '#core/status_pages/queries/public_status'
import type { StatusPageConfig } from '#core/status_pages/status_page_config'
import type { VenueStatus } from '#core/status_pages/queries/venue_snapshots'

export interface PublishedPage {
  subject: StatusSubject
  config: StatusPageConfig
  venues: VenueStatus[]
}

/** Reads of one page in this process, by public id: under way, or done less than `KEEP_MS` ago. */
const reads = new Map<string, { page: Promise<PublishedPage>; until: number }>()
/** How long a finished read answers further requests (ms). The page itself tells browsers to keep it 15 s. */
const keepMs = () => env.get('PUBLIC_STATUS_CACHE_MS') ?? 2_000
const MAX_PAGES = 5_000

/**
 * A page by its public id with its published settings and its venues' snapshot: two statements. Requests for the
 * same page that arrive while one is being read share that read, and so do those of the next two seconds: during an
 * outage every member of staff refreshes the same page at once, and a sync writes a venue's snapshot at most every
 * few seconds anyway. Kept per process, not in Redis: a shared cache would cost the round trip it is meant to save.
 */
export function loadPublishedPage(publicId: unknown): Promise<PublishedPage> {
  if (!looksLikePublicId(publicId)) return Promise.reject(invalidPublicId())
  const now = Date.now()
  const known = reads.get(publicId)
  if (known && known.until > now) return known.page
  const entry = { page: readPage(publicId), until: Number.POSITIVE_INFINITY }
  forgetExpired(now)
  reads.set(publicId, entry)
  entry.page.then(
    () => (entry.until = Date.now() + keepMs()),
    () => reads.get(publicId) === entry && reads.delete(publicId)
  )
  return entry.page
}

function forgetExpired(now: number) {
  if (reads.size < MAX_PAGES) return
  for (const [id, entry] of reads)
    if (entry.until <= now || reads.size >= MAX_PAGES) reads.delete(id)
}

/** Forgets the kept read of a page (its settings were just published in this process). */
export function forgetPublishedPage(publicId: string) {
  reads.delete(publicId)
}

async function readPage(publicId: string): Promise<PublishedPage> {
  const found = await loadPublicSubject(publicId)
  if (!found) throw invalidPublicId()
  const config = publishedConfigOf(found.subject, found.published)
  return { subject: found.subject, config, venues: await loadShownVenues(found.subject, config) }
}

/** The published status of a page by its public id, in the visitor's language (`?lang=` or Accept-Language). */
export async function publishedStatus(ctx: HttpContext, publicId: unknown) {
  const { subject, config, venues } = await loadPublishedPage(publicId)
  const status = await buildPublicStatus(
    subject,
    config,
    publicLanguage(ctx, subject.language),
    venues
  )
  return { subject, status }
}
