import { createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import db from '@adonisjs/lucid/services/db'
import {
  customerVenues,
  guestsCsvLines,
  invoicesCsv,
  usersCsv,
  venuesCsv,
} from '#core/customer_exports/services/customer_csv'
import { installationReportPdf } from '#core/installation_reports/services/installation_report_pdf'
import { allInstallationReports } from '#core/installation_reports/queries/list_installation_reports'
import { reportNotesPdf } from '#core/location_reports/services/report_notes_pdf'
import { allReportNotes } from '#core/location_reports/queries/list_report_notes'

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'venue'

/**
 * An entry whose content is made only when the archive reaches it, so one PDF at a time is in memory. yazl pipes the
 * entry's stream without listening for its errors: a query failing half-way through the guests would be an uncaught
 * exception that takes the whole worker down, so the stream's error is handed to the archive, which fails the export.
 */
export function addLazy(
  zip: yazl.ZipFile,
  name: string,
  make: () => Promise<Buffer> | AsyncIterable<string>
) {
  zip.addReadStreamLazy(name, (callback) => {
    const made = make()
    if (made instanceof Promise)
      made.then(
        (buffer) => callback(null, Readable.from([buffer])),
        (error) => callback(error, null as never)
      )
    else {
      const stream = Readable.from(made)
      stream.once('error', (error) => zip.emit('error', error))
      callback(null, stream)
    }
  })
}

/**
 * Writes the ZIP that `fill` adds entries to, at `target`. The archive is written while the entries are still being
 * added, so a lazy part (the guests' query) can fail before `fill` is done: that failure is observed from the start
 * (unobserved, it was an unhandled rejection) and fails the whole, which then closes the half-written file.
 */
export async function writeZip(target: string, fill: (zip: yazl.ZipFile) => Promise<void>) {
  const zip = new yazl.ZipFile()
  const failed = new Promise<never>((_, reject) => zip.on('error', reject))
  const written = pipeline(zip.outputStream, createWriteStream(target, { mode: 0o600 }))
  const finished = Promise.race([written, failed])
  finished.catch(() => {})
  try {
    await fill(zip)
    zip.end()
    await finished
  } catch (error) {
    ;(zip.outputStream as unknown as Readable).destroy()
    throw error
  }
}

/**
 * Writes a customer's whole data to a ZIP at `target`: venues, users (with what they hold), guests and invoices as
 * CSV files, and per venue its installation reports and report notes as PDFs (with photos) when it has any.
 */
export async function writeCustomerArchive(customerId: number, target: string, language: string) {
  const customer = await db.from('customers').where('id', customerId).firstOrFail()
  const venues = await customerVenues(customerId)
  const venueIds = venues.map((venue) => Number(venue.id))
  await writeZip(target, async (zip) => {
    zip.addBuffer(Buffer.from(venuesCsv(venues)), 'venues.csv')
    zip.addBuffer(Buffer.from(await usersCsv(customerId, customer.group_id, venueIds)), 'users.csv')
    addLazy(zip, 'guests.csv', () => guestsCsvLines(venueIds))
    zip.addBuffer(Buffer.from(await invoicesCsv(customerId)), 'invoices.csv')
    await addVenueReports(zip, venues, language)
  })
  return { venues: venues.length, customer: String(customer.name) }
}

/** Per venue, its installation reports and its report notes as PDFs, when it has any. */
async function addVenueReports(
  zip: yazl.ZipFile,
  venues: Array<Record<string, unknown>>,
  language: string
) {
  const venueIds = venues.map((venue) => Number(venue.id))
  const withReports = await db
    .from('installation_reports')
    .whereIn('location_id', venueIds)
    .distinct('location_id')
  const withNotes = await db
    .from('location_report_notes')
    .whereIn('location_id', venueIds)
    .distinct('location_id')
  const has = (rows: Array<{ location_id: number }>) =>
    new Set(rows.map((row) => Number(row.location_id)))
  const [reported, noted] = [has(withReports), has(withNotes)]
  for (const venue of venues) {
    const id = Number(venue.id)
    const title = String(venue.venue_name || venue.name)
    const file = `${id}-${slug(title)}.pdf`
    if (reported.has(id))
      addLazy(zip, `installation-reports/${file}`, async () =>
        installationReportPdf(title, await allInstallationReports(id), language)
      )
    if (noted.has(id))
      addLazy(zip, `report-notes/${file}`, async () =>
        reportNotesPdf(title, await allReportNotes(id), language)
      )
  }
}
