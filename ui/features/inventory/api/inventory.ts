import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'

export type Product = ApiResponse<'GET /rest/products/{id}'>
export type ProductPage = ApiResponse<'GET /rest/products'>
export type InventoryStats = ApiResponse<'GET /rest/inventory/stats'>
export type StockLog = ApiResponse<'GET /rest/inventory/logs'>['data'][number]
export type Allocation = ApiResponse<'GET /rest/inventory/allocated'>['data'][number]
export type LocationHardware = ApiResponse<'GET /rest/locations/{id}/hardware'>
export type Supplier = ApiResponse<'GET /rest/suppliers'>['data'][number]
export type BulkResult = ApiResponse<'POST /rest/inventory/bulk'>

export const PRODUCT_TYPES = [
  'gateway',
  'router',
  'access_point',
  'switch',
  'modem',
  'sim',
  'licence',
  'enclosure',
  'accessory',
  'other',
] as const
export const PRODUCT_VENDORS = ['unifi', 'omada', 'peplink', 'zerotier', 'other'] as const
export const MANUAL_REASONS = ['delivery', 'count', 'sale', 'correction', 'damaged'] as const

/** Answers the screens show themselves instead of the global error handling. */
export const INVENTORY_ERRORS = [404, 409, 413, 422]
const PER_PAGE = 25
const swrOptions = { keepPreviousData: true }

export type ProductFilters = {
  search: string
  type: string | null
  vendor: string | null
  lowStock: boolean
}

function params(filters: ProductFilters, page: number) {
  return {
    search: filters.search.trim() || undefined,
    type: filters.type ?? undefined,
    vendor: filters.vendor ?? undefined,
    lowStock: filters.lowStock ? 'true' : undefined,
    page,
    perPage: PER_PAGE,
  }
}

/** `GET /rest/inventory` (stock) or `/rest/products` (the catalogue, own-brand products included). */
export function useProducts(kind: 'inventory' | 'products', filters: ProductFilters, page: number) {
  const query = params(filters, page)
  return useSWR<ProductPage>(
    [`/${kind}`, JSON.stringify(query)],
    () => api.get<ProductPage>(`/${kind}`, { params: query }),
    swrOptions
  )
}

export const useStats = () =>
  useSWR<InventoryStats>('/inventory/stats', () => api.get<InventoryStats>('/inventory/stats'))
export const useSuppliers = () =>
  useSWR('/suppliers', () => api.get<ApiResponse<'GET /rest/suppliers'>>('/suppliers'))

export function useLogs(page: number, reason: string | null) {
  const query = { page, perPage: PER_PAGE, reason: reason ?? undefined }
  return useSWR(
    ['/inventory/logs', JSON.stringify(query)],
    () => api.get<ApiResponse<'GET /rest/inventory/logs'>>('/inventory/logs', { params: query }),
    swrOptions
  )
}

export function useAllocated(page: number, status: string) {
  const query = { page, perPage: PER_PAGE, status }
  return useSWR(
    ['/inventory/allocated', JSON.stringify(query)],
    () =>
      api.get<ApiResponse<'GET /rest/inventory/allocated'>>('/inventory/allocated', {
        params: query,
      }),
    swrOptions
  )
}

export type StockUnit = ApiResponse<'GET /rest/inventory/{id}/units'>['data'][number]
/** The serial numbers on the shelf of a serialized product (none asked for other products). */
export const useStockUnits = (productId: number | null) =>
  useSWR(productId ? `/inventory/${productId}/units` : null, (path: string) =>
    api.get<ApiResponse<'GET /rest/inventory/{id}/units'>>(path)
  )

export const hardwarePath = (locationId: number) => `/locations/${locationId}/hardware`
export const useLocationHardware = (locationId: number) =>
  useSWR<LocationHardware>(hardwarePath(locationId), () =>
    api.get<LocationHardware>(hardwarePath(locationId))
  )

/** Every inventory list, the stats and the hardware tabs: a stock move changes them all. */
export const revalidateInventory = () =>
  mutate((key) => {
    const path = Array.isArray(key) ? key[0] : key
    return (
      typeof path === 'string' &&
      (path.startsWith('/inventory') || path.startsWith('/products') || path.endsWith('/hardware'))
    )
  })
