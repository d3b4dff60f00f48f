export {
  CONNECTION_TYPES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  NETWORK_STATUSES,
  STATUS_TRANSITIONS,
  type Location,
  type LocationStatus,
  type NetworkStatus,
} from '@/components/create-location/location-model'
import type { LocationStatus, NetworkStatus } from '@/components/create-location/location-model'

export interface Page<T> {
  data: T[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}

export interface LocationFilters {
  search?: string
  status?: LocationStatus | ''
  type?: string
  customer?: number | ''
  systemStatus?: NetworkStatus | ''
  page?: number
}
