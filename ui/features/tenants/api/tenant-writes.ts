import { api } from '@/lib/api/api-client'
import { TENANT_ERRORS, pendingPath, revalidateTenants, tenantsPath } from './tenants'
import type { ImportResult, NewTenant, TenantChange, TenantMail, TenantView } from './types'

const one = (locationId: number, tenantId: number) => `${tenantsPath(locationId)}/${tenantId}`

export async function addTenant(locationId: number, input: NewTenant) {
  const tenant = await api.post<TenantView>(tenantsPath(locationId), input, {
    expect: TENANT_ERRORS,
  })
  await revalidateTenants(locationId)
  return tenant
}

export async function updateTenant(locationId: number, tenantId: number, change: TenantChange) {
  const tenant = await api.patch<TenantView>(one(locationId, tenantId), change, {
    expect: TENANT_ERRORS,
  })
  await revalidateTenants(locationId)
  return tenant
}

export async function deleteTenant(locationId: number, tenantId: number) {
  await api.delete(one(locationId, tenantId), undefined, { expect: [404, ...TENANT_ERRORS] })
  await revalidateTenants(locationId)
}

/** The answer says how it went: created, or still pending with `lastError`. */
export async function createTenantNow(locationId: number, tenantId: number) {
  const tenant = await api.patch<TenantView>(`${pendingPath(locationId)}/${tenantId}`, undefined, {
    expect: [404, ...TENANT_ERRORS],
  })
  await revalidateTenants(locationId)
  return tenant
}

export async function createAllNow(locationId: number) {
  const result = await api.patch<{ pending: number }>(pendingPath(locationId), undefined, {
    expect: TENANT_ERRORS,
  })
  await revalidateTenants(locationId)
  return result
}

export async function removePendingTenant(locationId: number, tenantId: number) {
  await api.delete(`${pendingPath(locationId)}/${tenantId}`, undefined, {
    expect: [404, ...TENANT_ERRORS],
  })
  await revalidateTenants(locationId)
}

export async function deactivateTenantNow(locationId: number, tenantId: number) {
  const tenant = await api.post<TenantView>(`${one(locationId, tenantId)}/deactivate`, undefined, {
    expect: TENANT_ERRORS,
  })
  await revalidateTenants(locationId)
  return tenant
}

/** One tenant with the key (location_update only). */
export function revealTenant(locationId: number, tenantId: number) {
  return api.get<TenantView>(one(locationId, tenantId), { expect: [403, 404, 409] })
}

export function tenantMail(locationId: number, tenantId: number) {
  return api.get<TenantMail>(`${one(locationId, tenantId)}/mail`, { expect: [403, 404, 409] })
}

/** `POST …/tenants/import` (multipart); `dryRun` only checks. A refused file is a 422 naming every bad line. */
export async function importTenants(locationId: number, file: File, dryRun: boolean) {
  const form = new FormData()
  form.append('file', file, file.name)
  const result = await api.post<ImportResult>(`${tenantsPath(locationId)}/import`, form, {
    params: dryRun ? { dryRun: 1 } : undefined,
    expect: [409, 413, 422],
  })
  if (!dryRun) await revalidateTenants(locationId)
  return result
}
