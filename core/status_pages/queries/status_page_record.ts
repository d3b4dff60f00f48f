import db from '@adonisjs/lucid/services/db'
import {
  defaultConfig,
  readConfig,
  type StatusPageConfig,
} from '#core/status_pages/status_page_config'
import type { StatusSubject } from '#core/status_pages/queries/status_subject'

/** A page's designer state: the draft, what is published (null before the first publish), and by whom. */
export interface StatusPageRecord {
  draft: StatusPageConfig
  published: StatusPageConfig | null
  publishedAt: Date | null
  publishedBy: string | null
}

/** Until someone designs the page, it offers the partner's phone and mail and the standard texts. */
export function defaultsFor(subject: StatusSubject) {
  return defaultConfig(subject.partner)
}

export async function loadStatusPage(subject: StatusSubject): Promise<StatusPageRecord> {
  const row = await db
    .from('status_pages as s')
    .leftJoin('users as u', 'u.id', 's.published_by')
    .where({ 's.subject_type': subject.type, 's.subject_id': subject.id })
    .select('s.draft', 's.published', 's.published_at', 'u.firstname', 'u.name', 'u.email')
    .first()
  const defaults = defaultsFor(subject)
  if (!row) return { draft: defaults, published: null, publishedAt: null, publishedBy: null }
  return {
    draft: readConfig(row.draft, defaults),
    published: row.published ? readConfig(row.published, defaults) : null,
    publishedAt: row.published_at ? new Date(row.published_at) : null,
    publishedBy: row.published_at
      ? [row.firstname, row.name].filter(Boolean).join(' ') || row.email || null
      : null,
  }
}

/** What the public page shows: the last published version, else the defaults. */
export function publishedConfigOf(subject: StatusSubject, published: unknown): StatusPageConfig {
  return published ? readConfig(published, defaultsFor(subject)) : defaultsFor(subject)
}
