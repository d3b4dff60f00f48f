import { RawBody, type ApiClient } from './api-client.js'
import { multipartFile, withProgress } from './tenants-api.js'

export type ProductRow = {
  id: number
  name: string
  type: string
  model: string
  vendor: string
  ean: string | null
  sku: string | null
  currency: string
  purchasePriceCents: number
  salePriceCents: number
  quantity: number
  totalValueCents: number
  lowStock: boolean
  serialized: boolean
}

export type ProductPage = {
  data: ProductRow[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}
export type StockChanged = { productId: number; change: number; quantity: number }
export type BulkResult = {
  dryRun: boolean
  mode: 'add' | 'deduct' | 'count'
  lines: number
  products: number
  units: number
}
export type BulkMode = BulkResult['mode']
export type InventoryFilters = {
  search?: string
  type?: string
  vendor?: string
  lowStock?: boolean
  page?: number
  perPage?: number
}

export function inventoryQuery(filters: InventoryFilters) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== false) params.set(key, String(value))
  const query = params.toString()
  return `/rest/inventory${query ? `?${query}` : ''}`
}

export const inventoryApi = {
  list: (client: ApiClient, filters: InventoryFilters) =>
    client.get<ProductPage>(inventoryQuery(filters)),
  /** A product by id, or by its exact EAN or SKU. */
  async find(client: ApiClient, reference: string): Promise<ProductRow | null> {
    // EANs are 8 to 14 digits; shorter numbers are ids.
    if (/^[1-9]\d{0,6}$/.test(reference))
      return client.get<ProductRow>(`/rest/inventory/${reference}`)
    const page = await client.get<ProductPage>(inventoryQuery({ search: reference, perPage: 100 }))
    const wanted = reference.toLowerCase()
    return (
      page.data.find(
        (product) => product.ean === reference || product.sku?.toLowerCase() === wanted
      ) ?? null
    )
  },
  change: (
    client: ApiClient,
    body: {
      productId: number
      change: number
      reason: string
      note?: string
      units?: Array<{ serial: string }>
    },
    idempotencyKey?: string
  ) => client.post<StockChanged>('/rest/inventory', body, { idempotencyKey }),
  bulk(
    client: ApiClient,
    file: { name: string; bytes: Uint8Array },
    options: {
      dryRun: boolean
      mode: BulkMode
      reason?: string
      onProgress?: (sent: number, total: number) => void
    }
  ) {
    const { body, contentType } = multipartFile('file', file.name, file.bytes)
    const stream = options.onProgress ? withProgress(body, options.onProgress) : body
    const params = new URLSearchParams({ mode: options.mode })
    if (options.dryRun) params.set('dryRun', '1')
    if (options.reason) params.set('reason', options.reason)
    return client.upload<BulkResult>(
      `/rest/inventory/bulk?${params}`,
      new RawBody(stream, contentType)
    )
  },
  startExport: (
    client: ApiClient,
    body: { email: string; format: 'csv' | 'xlsx' },
    allocated: boolean
  ) =>
    client.post<{ status: 'started'; id: number }>(
      allocated ? '/rest/inventory/allocated/export' : '/rest/inventory/export',
      body
    ),
}
