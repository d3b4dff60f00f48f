import { api } from '@/lib/api/api-client'

export type ExportKind = 'guests' | 'inventory' | 'customer'

const FILES: Record<ExportKind, string> = {
  guests: '/portal-exports',
  inventory: '/inventory-exports',
  customer: '/customer-exports',
}

export const isExportKind = (kind: string | undefined): kind is ExportKind =>
  kind === 'guests' || kind === 'inventory' || kind === 'customer'

/** `GET /rest/{portal,inventory,customer}-exports/{token}`: the file, for the signed-in user it was mailed to (else 404; 410 once expired). */
export function downloadExport(kind: ExportKind, token: string) {
  return api.get<Blob>(`${FILES[kind]}/${encodeURIComponent(token)}`, {
    responseType: 'blob',
    accept: 'application/octet-stream, application/json',
    expect: [404, 410],
  })
}

/** Guests are a CSV; an inventory export is a CSV or an XLSX (a zip: it starts with "PK"). */
export async function exportFileName(kind: ExportKind, file: Blob) {
  const day = new Date().toISOString().slice(0, 10)
  if (kind === 'guests') return `guests-${day}.csv`
  if (kind === 'customer') return `customer-export-${day}.zip`
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer())
  return `inventory-${day}.${head[0] === 0x50 && head[1] === 0x4b ? 'xlsx' : 'csv'}`
}
