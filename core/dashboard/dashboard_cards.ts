import type { UserAccess } from '#core/access/services/user_access'
import { isInstaller } from '#core/access/account_roles'

/**
 * The cards of /dashboard (issue 25) and who gets which. Staff (admins, installers, partners) run venues: what needs
 * attention, what waits for them, the fleet. A customer user sees their own venues' health and their invoices, and
 * nothing they cannot act on.
 */
export const DASHBOARD_CARDS = ['attention', 'waiting', 'fleet', 'venues', 'invoices'] as const
export type DashboardCard = (typeof DASHBOARD_CARDS)[number]

export const DASHBOARD_ROLES = ['admin', 'installer', 'partner', 'customer'] as const
export type DashboardRole = (typeof DASHBOARD_ROLES)[number]

const CARDS_OF: Record<DashboardRole, readonly DashboardCard[]> = {
  admin: ['attention', 'waiting', 'fleet'],
  installer: ['attention', 'waiting', 'fleet'],
  partner: ['attention', 'waiting', 'fleet'],
  customer: ['venues', 'invoices'],
}

export function dashboardRole(access: UserAccess): DashboardRole {
  if (access.isAdmin) return 'admin'
  if (isInstaller(access.user)) return 'installer'
  if (access.user.partnerId) return 'partner'
  return 'customer'
}

export const cardsOf = (role: DashboardRole) => CARDS_OF[role]

/** What needs attention, in the order rows are sorted: severity 1 first. */
export const ATTENTION_KINDS = [
  'venue_offline',
  'controller_needs_credentials',
  'controller_unreachable',
  'venue_failover',
  'venue_warning',
  'alert_open',
  'tenant_keys_failed',
  'guest_sign_ins_failing',
  'over_device_limit',
  'service_mismatch',
  'invoice_overdue',
] as const
export type AttentionKind = (typeof ATTENTION_KINDS)[number]

export const WAITING_KINDS = [
  'ready_for_configuration',
  'ready_for_installation',
  'to_deploy',
  'pending_tenant_keys',
  'invitation_open',
] as const
export type WaitingKind = (typeof WAITING_KINDS)[number]

/** Rows a list card answers at most; the counts cover every row. */
export const CARD_ROWS = 50
/** Rows per kind of "Waiting for you": the oldest; the count says how many more there are. */
export const WAITING_ROWS_PER_KIND = 10
