import { locationHref, paths } from '@/config/paths'
import type { AttentionItem, DashboardRole, WaitingItem } from '../api/types'

const LIST_NETWORK: Partial<Record<AttentionItem['kind'], string>> = {
  venue_offline: 'offline',
  venue_warning: 'warning',
  venue_failover: 'failover',
}

/** The venues list filtered on a venue kind's network state: the card answers 50 rows, the list has them all. */
export function attentionListLink(kind: AttentionItem['kind'], role: DashboardRole): string | null {
  const network = LIST_NETWORK[kind]
  if (!network) return null
  return `${role === 'admin' ? paths.admin.locations : paths.customer.locations}?network=${network}`
}

/** Where each item is fixed (issue 25: "the one action that fixes it"); null when the role has no place to fix it. */
export function attentionLink(item: AttentionItem, role: DashboardRole): string | null {
  const venue = (tab?: string) => (item.locationId ? locationHref(item.locationId, tab) : null)
  switch (item.kind) {
    case 'venue_offline':
    case 'venue_warning':
    case 'venue_failover':
      return venue()
    case 'controller_needs_credentials':
    case 'controller_unreachable':
      return role === 'admin' || role === 'installer' ? paths.admin.controllers : null
    case 'alert_open':
      return venue(paths.locations.alerts)
    case 'tenant_keys_failed':
      return venue(paths.locations.tenants)
    case 'guest_sign_ins_failing':
      return venue(paths.locations.portal)
    case 'over_device_limit':
      return venue(paths.locations.billing)
    case 'service_mismatch':
      return paths.admin.subscriptions
    case 'invoice_overdue':
      return paths.admin.accounting
  }
}

export function waitingLink(item: WaitingItem, role: DashboardRole): string | null {
  if (item.kind === 'invitation_open')
    return role === 'admin'
      ? paths.admin.userInvites
      : role === 'partner'
        ? paths.partner.invites
        : paths.users.invites
  if (!item.locationId) return null
  if (item.kind === 'pending_tenant_keys')
    return locationHref(item.locationId, paths.locations.tenants)
  return locationHref(item.locationId, paths.locations.info)
}
