/**
 * The permission keys of spec §3, granted per group, customer or location.
 */
export const PERMISSION_KEYS = [
  'customer_read',
  'customer_update',
  'group_read',
  'group_update',
  'invoices_read',
  'invoices_update',
  'location_read',
  'location_update',
  'portal_read',
  'portal_update',
  'users_create',
  'users_read',
  'users_update',
  'users_delete',
] as const

export type PermissionKey = (typeof PERMISSION_KEYS)[number]

export const SUBJECT_TYPES = ['group', 'customer', 'location'] as const
export type SubjectType = (typeof SUBJECT_TYPES)[number]
