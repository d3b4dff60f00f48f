import type { SelfRecord } from '@/lib/session/self-record'

/** A signed-in venue user's self record (Victor Vermeulen, one venue), with the fields a test cares about changed. */
export function selfRecord(changes: Partial<SelfRecord> = {}): SelfRecord {
  return {
    id: 7,
    name: 'Vermeulen',
    firstname: 'Victor',
    lang: 'en',
    is_admin: false,
    is_partner: false,
    has_groups: false,
    two_fa: false,
    has_customers: false,
    has_locations: true,
    has_user_permissions: false,
    has_portal_permissions: false,
    partner_logo: null,
    imposter_mode: false,
    default_partner: null,
    default_group: null,
    default_customer: null,
    default_location: null,
    ...changes,
  }
}
