import { randomUUID } from 'node:crypto'
import { Job } from '#kernel/jobs/job'
import { runWithPublicUrl } from '#kernel/http/public_url'
import { storageDisk } from '#kernel/storage/disk'
import { failMailedExport, runMailedExport, type ExportRow } from '#core/mail/mailed_export'
import { buildExportFile, exportRows } from '#core/inventory/services/export_files'
import { EXPORT_LINK_DAYS, inventoryExportMail } from '#core/inventory/mails/inventory_export_mail'

interface Payload {
  exportId: number
  /** The address the request chose for our links (publicUrl); older runs have none. */
  publicUrl?: string
}

/**
 * Builds the file of an `inventory_exports` row (stock or CaaS hardware, CSV or XLSX) and mails the download link
 * (see runMailedExport).
 */
export default class ExportInventoryJob extends Job<Payload> {
  static jobName = 'inventory.export'
  static queue = 'exports'
  static attempts = 4

  handle({ exportId, publicUrl }: Payload) {
    return runWithPublicUrl(publicUrl, () =>
      runMailedExport(exportId, {
        table: 'inventory_exports',
        linkDays: EXPORT_LINK_DAYS,
        build: buildInventoryFile,
        mail: (row, rows, token) =>
          inventoryExportMail({
            to: row.email,
            userId: row.requested_by,
            language: row.language,
            kind: row.kind,
            format: row.format,
            rows,
            token,
          }),
      })
    )
  }

  failed({ exportId }: Payload) {
    return failMailedExport('inventory_exports', exportId)
  }
}

async function buildInventoryFile(row: ExportRow) {
  const rows = await exportRows(row.kind)
  const path = `inventory-exports/${randomUUID()}.${row.format}`
  await storageDisk().put(path, await buildExportFile(row.kind, row.format, rows))
  return { path, columns: { row_count: rows.length }, built: rows.length }
}
