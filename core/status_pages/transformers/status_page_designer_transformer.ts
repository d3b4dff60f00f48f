import db from '@adonisjs/lucid/services/db'
import { sameConfig } from '#core/status_pages/status_page_config'
import { defaultsFor, type StatusPageRecord } from '#core/status_pages/queries/status_page_record'
import type { StatusSubject } from '#core/status_pages/queries/status_subject'
import { publicStatusUrl } from '#core/status_pages/views/status_page_view'

/** What the designer works with: the draft beside what is live, and the choices it offers (groups or venues). */
export async function transformDesigner(
  subject: StatusSubject,
  record: StatusPageRecord,
  canUpdate: boolean
) {
  const choices =
    subject.type === 'location'
      ? await db
          .from('device_groups')
          .where('location_id', subject.id)
          .orderBy('name')
          .orderBy('id')
          .select('id', 'name')
      : subject.locationIds.length
        ? await db
            .from('locations')
            .whereIn('id', subject.locationIds)
            .orderBy('name')
            .orderBy('id')
            .select('id', 'name')
        : []
  return {
    type: subject.type,
    id: subject.id,
    name: subject.name,
    public_id: subject.publicId,
    public_url: publicStatusUrl(subject.publicId),
    draft: record.draft,
    published: record.published,
    published_at: record.publishedAt?.toISOString() ?? null,
    published_by: record.publishedBy,
    // Compared with what the public page shows now: the published version, or the defaults before the first publish.
    unpublished_changes: !sameConfig(record.draft, record.published ?? defaultsFor(subject)),
    device_groups:
      subject.type === 'location'
        ? choices.map((row) => ({ id: row.id as number, name: row.name as string }))
        : [],
    locations:
      subject.type === 'location'
        ? []
        : choices.map((row) => ({ id: row.id as number, name: row.name as string })),
    logo_available: subject.logoPath !== null,
    can_update: canUpdate,
  }
}
