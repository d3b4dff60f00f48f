import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'
import { removeUpload } from '#kernel/storage/uploads'
import { storeLocalFile } from '#kernel/storage/disk'
import { failMailedExport, runMailedExport, type ExportRow } from '#core/mail/mailed_export'
import { writeCustomerArchive } from '#core/customer_exports/services/customer_archive'
import {
  CUSTOMER_EXPORT_LINK_DAYS,
  customerExportMail,
} from '#core/customer_exports/mails/customer_export_mail'

interface Payload {
  exportId: number
  publicUrl?: string
}

/** Builds the ZIP of a `customer_exports` row and mails the download link (see runMailedExport). */
export default class ExportCustomerJob extends Job<Payload> {
  static jobName = 'customer.export'
  static queue = 'exports'
  static attempts = 3

  handle({ exportId, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () =>
      runMailedExport(exportId, {
        table: 'customer_exports',
        linkDays: CUSTOMER_EXPORT_LINK_DAYS,
        build: buildArchive,
        mail: (row, customer, token) =>
          customerExportMail({
            to: row.email,
            userId: row.requested_by,
            language: row.language,
            customer,
            token,
          }),
      })
    )
  }

  failed({ exportId }: Payload) {
    return failMailedExport('customer_exports', exportId)
  }
}

async function buildArchive(row: ExportRow) {
  const path = `customer-exports/${randomUUID()}.zip`
  // Built in a private folder of its own (0700, a name nobody can take first), then stored and removed.
  const folder = await mkdtemp(join(tmpdir(), 'airdeck-export-'))
  const built = join(folder, 'export.zip')
  try {
    const { customer } = await writeCustomerArchive(Number(row.customer_id), built, row.language)
    await storeLocalFile(built, path)
    return { path, built: customer }
  } catch (error) {
    await removeUpload(path)
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
