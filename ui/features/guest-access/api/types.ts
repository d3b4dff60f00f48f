import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type VoucherBatchList = ApiResponse<'GET /rest/locations/{id}/portal/vouchers'>
export type VoucherBatch = VoucherBatchList['data'][number]
export type VoucherBatchDetail = ApiResponse<'GET /rest/locations/{id}/portal/vouchers/{batchId}'>
export type Voucher = VoucherBatchDetail['vouchers'][number]
export type NewVoucherBatch = ApiBody<'POST /rest/locations/{id}/portal/vouchers'>

export type AllowedMacList = ApiResponse<'GET /rest/locations/{id}/network/allowed-macs'>
export type AllowedMac = AllowedMacList['data'][number]
export type NewAllowedMac = ApiBody<'POST /rest/locations/{id}/network/allowed-macs'>
