import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#kernel/audit/audit'
import { AppException, type PendingFieldError } from '#kernel/exceptions/app_exception'
import { readConfig, type StatusPageConfig } from '#core/status_pages/status_page_config'
import { defaultsFor } from '#core/status_pages/queries/status_page_record'
import type { StatusSubject } from '#core/status_pages/queries/status_subject'
import { forgetPublishedPage } from '#core/status_pages/queries/published_page'

/** The draft as the designer sent it: every part optional, missing parts keep the stored draft's. */
export type DraftInput = Partial<Record<keyof StatusPageConfig, unknown>>

/** Hidden groups must be the venue's own, hidden venues the customer's or group's; the other list does not apply. */
async function checkHiddenIds(
  trx: TransactionClientContract,
  subject: StatusSubject,
  config: StatusPageConfig
) {
  const errors: PendingFieldError[] = []
  if (subject.type === 'location') {
    config.hidden_location_ids = []
    const known = await trx
      .from('device_groups')
      .where('location_id', subject.id)
      .whereIn('id', config.hidden_device_group_ids)
      .select('id')
    const found = new Set(known.map((row) => row.id))
    config.hidden_device_group_ids.forEach(
      (id, index) =>
        found.has(id) || errors.push({ field: `hidden_device_group_ids.${index}`, rule: 'exists' })
    )
  } else {
    config.hidden_device_group_ids = []
    const venues = new Set(subject.locationIds)
    config.hidden_location_ids.forEach(
      (id, index) =>
        venues.has(id) || errors.push({ field: `hidden_location_ids.${index}`, rule: 'exists' })
    )
  }
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
}

async function lockedDraft(trx: TransactionClientContract, subject: StatusSubject) {
  const row = await trx
    .from('status_pages')
    .where({ subject_type: subject.type, subject_id: subject.id })
    .forUpdate()
    .select('draft')
    .first()
  return row ? readConfig(row.draft, defaultsFor(subject)) : defaultsFor(subject)
}

async function writeDraft(
  trx: TransactionClientContract,
  subject: StatusSubject,
  draft: StatusPageConfig
) {
  const now = new Date()
  await trx
    .knexQuery()
    .table('status_pages')
    .insert({
      subject_type: subject.type,
      subject_id: subject.id,
      draft: JSON.stringify(draft),
      created_at: now,
      updated_at: now,
    })
    .onConflict(['subject_type', 'subject_id'])
    .merge(['draft', 'updated_at'])
}

/** PUT the draft: the parts sent replace the stored draft's; the public page is unchanged until publish. */
export async function saveStatusPageDraft(subject: StatusSubject, input: DraftInput) {
  await db.transaction(async (trx) => {
    const before = await lockedDraft(trx, subject)
    const draft = readConfig(
      {
        ...before,
        ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
      },
      defaultsFor(subject)
    )
    await checkHiddenIds(trx, subject, draft)
    await writeDraft(trx, subject, draft)
    await recordAudit(
      {
        action: `status_page.draft_saved`,
        objectType: subject.type,
        objectId: subject.id,
        oldValues: { draft: before },
        newValues: { draft },
      },
      trx
    )
  })
}

/** POST /locations/status_buttons: the draft's contact buttons only. */
export async function saveStatusButtons(subject: StatusSubject, buttons: DraftInput['buttons']) {
  await saveStatusPageDraft(subject, { buttons })
}

/** The draft goes live: the public page serves it from now on. */
export async function publishStatusPage(subject: StatusSubject, userId: number) {
  await db.transaction(async (trx) => {
    const draft = await lockedDraft(trx, subject)
    const previous = await trx
      .from('status_pages')
      .where({ subject_type: subject.type, subject_id: subject.id })
      .select('published')
      .first()
    await writeDraft(trx, subject, draft)
    await trx
      .from('status_pages')
      .where({ subject_type: subject.type, subject_id: subject.id })
      .update({
        published: JSON.stringify(draft),
        published_at: new Date(),
        published_by: userId,
        updated_at: new Date(),
      })
    await recordAudit(
      {
        action: 'status_page.published',
        objectType: subject.type,
        objectId: subject.id,
        oldValues: { published: previous?.published ?? null },
        newValues: { published: draft },
      },
      trx
    )
  })
  forgetPublishedPage(subject.publicId)
}
