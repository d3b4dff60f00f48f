import type LocationReportNote from '#core/location_reports/models/location_report_note'
import { ReportPdf } from '#core/installation_reports/services/report_pdf'
import { reportTexts } from '#core/installation_reports/services/installation_report_pdf'
import { photoForPrint } from '#kernel/storage/photos'

/** Writes a venue's report notes into `pdf`, oldest first, with their photos; other files are named. */
export async function writeReportNotes(
  pdf: ReportPdf,
  notes: LocationReportNote[],
  language: string
) {
  const { t, date } = reportTexts(language)
  if (notes.length === 0) pdf.text(t('notes.none'), { grey: true })
  for (const note of notes) {
    const author = note.$preloaded.user as LocationReportNote['user'] | undefined
    const who = author
      ? [author.firstname, author.name].filter(Boolean).join(' ') || author.email
      : '–'
    pdf.heading(`${date(note.createdAt)} · ${who}`, 11)
    pdf.text(note.body)
    for (const file of note.attachments) {
      if (!file.thumbPath) {
        pdf.text(t('notes.attached', { name: file.originalName }), { grey: true })
        continue
      }
      const { data, info } = await photoForPrint(file.path, 1000).catch(() => ({
        data: null,
        info: null,
      }))
      if (data && info) await pdf.jpeg(data, info.width, info.height, 220)
      else pdf.text(t('photo_missing', { name: file.originalName }), { grey: true })
    }
  }
}

export async function reportNotesPdf(venue: string, notes: LocationReportNote[], language: string) {
  const { t } = reportTexts(language)
  const pdf = await ReportPdf.create(t('notes.title', { venue }))
  pdf.heading(t('notes.title', { venue }))
  await writeReportNotes(pdf, notes, language)
  return pdf.save()
}
