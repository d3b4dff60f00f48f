import { api } from '@/lib/api/api-client'
import {
  INVENTORY_ERRORS,
  hardwarePath,
  revalidateInventory,
  type BulkResult,
  type Product,
} from './inventory'

async function andRevalidate<T>(request: Promise<T>) {
  const result = await request
  await revalidateInventory()
  return result
}

export type ProductInput = Partial<
  Omit<
    Product,
    | 'id'
    | 'createdAt'
    | 'updatedAt'
    | 'quantity'
    | 'totalValueCents'
    | 'lowStock'
    | 'supplierName'
    | 'currency'
  >
>

export const saveProduct = (id: number | null, input: ProductInput) =>
  andRevalidate(
    id
      ? api.patch<Product>(`/products/${id}`, input, { expect: INVENTORY_ERRORS })
      : api.post<Product>('/products', input, { expect: INVENTORY_ERRORS })
  )

export const changeStock = (input: {
  productId: number
  change: number
  reason: string
  note?: string
  units?: Array<{ serial: string }>
}) => andRevalidate(api.post('/inventory', input, { expect: INVENTORY_ERRORS }))

/** A whole file, checked (`dryRun`) or imported; the server names every bad line. */
export function bulkImport(
  file: File,
  options: { dryRun: boolean; mode: 'add' | 'deduct' | 'count' }
) {
  const form = new FormData()
  form.append('file', file)
  const request = api.post<BulkResult>('/inventory/bulk', form, {
    params: { mode: options.mode, dryRun: options.dryRun ? '1' : undefined },
    expect: INVENTORY_ERRORS,
  })
  return options.dryRun ? request : andRevalidate(request)
}

export const changeHardware = (
  locationId: number,
  input: {
    action: 'allocate' | 'return' | 'lost' | 'broken'
    productId?: number
    quantity?: number
    serials?: string[]
    allocationId?: number
    note?: string
  }
) => andRevalidate(api.patch(hardwarePath(locationId), input, { expect: INVENTORY_ERRORS }))

export const startExport = (
  kind: 'stock' | 'allocated',
  input: { email: string; format: 'csv' | 'xlsx' }
) =>
  api.post<{ status: 'started'; id: number }>(
    kind === 'stock' ? '/inventory/export' : '/inventory/allocated/export',
    input,
    { expect: [422] }
  )
