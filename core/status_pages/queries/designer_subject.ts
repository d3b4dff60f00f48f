import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { findVisibleGroup } from '#core/groups/queries/group_queries'
import { AppException } from '#kernel/exceptions/app_exception'
import { loadStatusSubject } from '#core/status_pages/queries/status_subject'

/** Finding the object applies the caller's read scope: one they cannot see is a 404. */
const FINDERS: Record<SubjectType, (access: UserAccess, id: number) => Promise<unknown>> = {
  location: findVisibleLocation,
  customer: findVisibleCustomer,
  group: findVisibleGroup,
}
export const UPDATE_KEY: Record<SubjectType, PermissionKey> = {
  location: 'location_update',
  customer: 'customer_update',
  group: 'group_update',
}

export function subjectType(value: unknown): SubjectType {
  if (value === 'location' || value === 'customer' || value === 'group') return value
  throw AppException.notFound()
}

/**
 * The venue, customer or group whose status page a designer call is about. Reading needs the object's read key
 * (location_read, …), changing it the object's update key (location_update, customer_update, group_update).
 */
export async function designerSubject(
  ctx: HttpContext,
  type: SubjectType,
  id: number,
  intent: 'read' | 'update'
) {
  const access = await requestAccess(ctx)
  await FINDERS[type](access, id)
  const canUpdate = await access.can(UPDATE_KEY[type], type, id)
  if (intent === 'update' && !canUpdate) throw AppException.forbidden()
  return { access, canUpdate, subject: await loadStatusSubject(type, id) }
}
