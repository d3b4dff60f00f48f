import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type Dashboard = ApiResponse<'GET /rest/dashboard'>
export type DashboardLayout = Dashboard['layout']
export type LayoutInput = ApiBody<'PUT /rest/dashboard'>
export type CardId = DashboardLayout['cards'][number]['id']
export type DashboardRole = Dashboard['role']
export type FirstRun = NonNullable<Dashboard['firstRun']>

/** A card as the server answers it: its data, or its own error while the other cards stand. */
export interface CardAnswer<T> {
  id: CardId
  data: T | null
  error: { code: string; message: string } | null
}

export type AttentionKind =
  | 'venue_offline'
  | 'controller_needs_credentials'
  | 'controller_unreachable'
  | 'venue_failover'
  | 'venue_warning'
  | 'alert_open'
  | 'tenant_keys_failed'
  | 'guest_sign_ins_failing'
  | 'over_device_limit'
  | 'service_mismatch'
  | 'invoice_overdue'

export interface AttentionItem {
  kind: AttentionKind
  severity: number
  locationId: number | null
  locationName: string | null
  customerId: number | null
  customerName: string | null
  refId: number | null
  subject: string | null
  since: string | null
  amount: number | null
  devices: { name: string; kind: string; since: string | null }[]
}

export interface ListCard<K extends string, I> {
  counts: Partial<Record<K, number>>
  total: number
  items: I[]
}

export type AttentionData = ListCard<AttentionKind, AttentionItem>

export type WaitingKind =
  | 'ready_for_installation'
  | 'ready_for_configuration'
  | 'pending_tenant_keys'
  | 'invitation_open'
  | 'to_deploy'

export interface WaitingItem {
  kind: WaitingKind
  locationId: number | null
  locationName: string | null
  customerName: string | null
  subject: string | null
  refId: number | null
  since: string | null
  amount: number | null
}

export type WaitingData = ListCard<WaitingKind, WaitingItem>

export interface FleetData {
  venuesByStatus: Record<string, number>
  venuesByNetwork: Record<string, number>
  devicesOnline: number
  devicesTotal: number
  clientsNow: number
  guestsToday: number
  controllers: { vendor: string; count: number; failing: number; lastSyncAt: string | null }[]
}

export type VenueHealth = 'offline' | 'failover' | 'warning' | 'online' | 'not_ready'

type VenuesAnswer = NonNullable<Extract<Dashboard['cards'][number], { id: 'venues' }>['data']>

/** The venues card as the server declares it (each venue names the causes of its health), counts per health. */
export interface VenuesData extends Omit<VenuesAnswer, 'counts'> {
  counts: Partial<Record<VenueHealth, number>>
}

export interface InvoicesData {
  total: number
  items: {
    id: number
    number: string | null
    customerName: string
    amount: number
    currency: string
    dueDate: string | null
    overdue: boolean
    payUrl: string | null
  }[]
}
