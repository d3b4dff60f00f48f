import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import LocationReportNote from '#core/location_reports/models/location_report_note'
import LocationReportAttachment from '#core/location_reports/models/location_report_attachment'
import {
  removeAttachmentFiles,
  type StoredAttachment,
} from '#core/location_reports/services/note_attachments'
import { recordAudit } from '#kernel/audit/audit'

function attach(noteId: number, files: StoredAttachment[], trx: TransactionClientContract) {
  return LocationReportAttachment.createMany(
    files.map((file) => ({ noteId, ...file })),
    { client: trx }
  )
}

/** Files stay only if their rows are written: on any failure the stored files are removed. */
async function keepingFilesOnlyIfSaved<T>(files: StoredAttachment[], work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    await removeAttachmentFiles(files)
    throw error
  }
}

/** A new note in the venue's report, in its history. */
export function addReportNote(
  location: Location,
  author: User,
  body: string,
  files: StoredAttachment[]
) {
  return keepingFilesOnlyIfSaved(files, () =>
    db.transaction(async (trx) => {
      const note = await LocationReportNote.create(
        { locationId: location.id, userId: author.id, body },
        { client: trx }
      )
      await attach(note.id, files, trx)
      await recordAudit(
        {
          action: 'location.report_note_added',
          objectType: 'location',
          objectId: location.id,
          newValues: {
            note_id: note.id,
            body,
            attachments: files.map((file) => file.originalName).join(', '),
          },
        },
        trx
      )
      return note
    })
  )
}

/** Changes a note's text, adds files and removes the named ones (their files after the rows are gone). */
export async function changeReportNote(
  note: LocationReportNote,
  input: { body?: string; remove?: number[] },
  files: StoredAttachment[]
) {
  let removed: LocationReportAttachment[] = []
  await keepingFilesOnlyIfSaved(files, () =>
    db.transaction(async (trx) => {
      const previous = note.body
      note.useTransaction(trx)
      if (input.body !== undefined) note.body = input.body
      await note.save()
      removed = await LocationReportAttachment.query({ client: trx })
        .where('note_id', note.id)
        .whereIn('id', input.remove ?? [])
      if (removed.length > 0)
        await trx
          .from('location_report_attachments')
          .whereIn(
            'id',
            removed.map((row) => row.id)
          )
          .delete()
      await attach(note.id, files, trx)
      await recordAudit(
        {
          action: 'location.report_note_changed',
          objectType: 'location',
          objectId: note.locationId,
          oldValues: { note_id: note.id, body: previous },
          newValues: {
            note_id: note.id,
            body: note.body,
            attachments_added: files.map((file) => file.originalName).join(', '),
            attachments_removed: removed.map((row) => row.originalName).join(', '),
          },
        },
        trx
      )
    })
  )
  await removeAttachmentFiles(removed)
}

export async function deleteReportNote(note: LocationReportNote) {
  const files = await LocationReportAttachment.query().where('note_id', note.id)
  await db.transaction(async (trx) => {
    note.useTransaction(trx)
    await note.delete()
    await recordAudit(
      {
        action: 'location.report_note_deleted',
        objectType: 'location',
        objectId: note.locationId,
        oldValues: {
          note_id: note.id,
          body: note.body,
          attachments: files.map((file) => file.originalName).join(', '),
        },
      },
      trx
    )
  })
  await removeAttachmentFiles(files)
}
