import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { NewVoucherBatch, VoucherBatchDetail, VoucherBatchList } from './types'

export const vouchersPath = (locationId: number) => `/locations/${locationId}/portal/vouchers`
const batchPath = (locationId: number, batchId: number) => `${vouchersPath(locationId)}/${batchId}`
const PER_PAGE = 10

/** `GET …/portal/vouchers`: one page of the venue's batches, newest first. */
export function useVoucherBatches(locationId: number, page: number) {
  const params = { page, perPage: PER_PAGE }
  return useSWR<VoucherBatchList>(
    [vouchersPath(locationId), JSON.stringify(params)],
    () => api.get<VoucherBatchList>(vouchersPath(locationId), { params }),
    {
      keepPreviousData: true,
    }
  )
}

/** `GET …/portal/vouchers/{batchId}`: the batch with every code. */
export function useVoucherBatch(locationId: number, batchId: number | null) {
  return useSWR<VoucherBatchDetail>(
    batchId === null ? null : batchPath(locationId, batchId),
    (path: string) => api.get<VoucherBatchDetail>(path, { expect: [404] })
  )
}

/** Every cached page of the list and the batches' details. */
const revalidateVouchers = (locationId: number) =>
  mutate((key) =>
    Array.isArray(key)
      ? key[0] === vouchersPath(locationId)
      : typeof key === 'string' && key.startsWith(`${vouchersPath(locationId)}/`)
  )

export async function createVoucherBatch(locationId: number, input: NewVoucherBatch) {
  const batch = await api.post<VoucherBatchDetail>(vouchersPath(locationId), input, {
    expect: [422],
  })
  await revalidateVouchers(locationId)
  return batch
}

/** Revokes the codes nobody used yet; used codes keep working. */
export async function revokeUnusedVouchers(locationId: number, batchId: number) {
  const batch = await api.delete<VoucherBatchDetail>(batchPath(locationId, batchId), undefined, {
    expect: [404],
  })
  await revalidateVouchers(locationId)
  return batch
}

export async function revokeVoucher(locationId: number, batchId: number, code: string) {
  await api.delete(
    `${batchPath(locationId, batchId)}/codes/${encodeURIComponent(code)}`,
    undefined,
    { expect: [404] }
  )
  await revalidateVouchers(locationId)
}

/** `GET …/{batchId}/pdf`: the printable sheet, opened in a new tab. */
export async function openVoucherSheet(locationId: number, batchId: number) {
  const pdf = await api.get<Blob>(`${batchPath(locationId, batchId)}/pdf`, {
    responseType: 'blob',
    accept: 'application/pdf, application/json',
    expect: [404],
  })
  const url = URL.createObjectURL(pdf)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
