import type { HttpContext } from '@adonisjs/core/http'
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

/** Reads of one page that are under way in this process, by public id. */
const underWay = new Map<string, Promise<PublishedPage>>()

/**
 * A page by its public id with its published settings and its venues' snapshot: two statements. Requests for the
 * same page that arrive while one is being read share that read instead of repeating it: during an outage every
 * member of staff refreshes the same page at once. Nothing is kept afterwards, so no answer is older than the read
 * it joined (no cache to go stale, nothing to share between processes).
 */
export function loadPublishedPage(publicId: unknown): Promise<PublishedPage> {
  if (!looksLikePublicId(publicId)) return Promise.reject(invalidPublicId())
  let read = underWay.get(publicId)
  if (!read) {
    read = readPage(publicId).finally(() => underWay.delete(publicId))
    underWay.set(publicId, read)
  }
  return read
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
