import type { ApiBody, ApiQuery, ApiResponse } from '@airdeck/api-types'

export type VisitList = ApiResponse<'GET /rest/sales/visits'>
export type Visit = VisitList['data'][number]
export type NewVisit = ApiBody<'POST /rest/sales/visits'>
export type VisitChange = ApiBody<'PATCH /rest/sales/visits/{id}'>
export type VisitFilters = ApiQuery<'GET /rest/sales/visits'>
export type VisitPins = ApiResponse<'GET /rest/sales/locations'>
export type SalesStats = ApiResponse<'GET /rest/sales/stats'>
export type SalesConfig = ApiResponse<'GET /rest/sales/configs/{id}'>
export type ConfigList = ApiResponse<'GET /rest/sales/configs'>
export type NewConfig = ApiBody<'POST /rest/sales/configs'>
export type Tariffs = ApiResponse<'GET /rest/sales/configs/tariffs'>
export type VenueType = Visit['venueType']
export type VenueSize = Visit['venueSize']
export type Interest = Visit['interest']
