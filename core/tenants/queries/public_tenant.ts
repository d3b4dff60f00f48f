import Location from '#core/locations/models/location'
import Tenant from '#core/tenants/models/tenant'
import { AppException } from '#kernel/exceptions/app_exception'
import { KEY_ON_CONTROLLER } from '#core/tenants/tenant_states'
import { networkNameOf } from '#core/tenants/services/tenant_network_name'
import { wifiQrSvg } from '#core/tenants/services/wifi_qr'

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/

/**
 * What the tenant's own page shows (spec §2 /tenants/{id}), found by its unguessable id alone: the venue, the
 * network, the key and its WiFi QR code while the key is on the controller; only "being prepared" before. A
 * deactivated tenant's page is gone (spec §8 "invalid public id").
 */
export async function publicTenant(publicId: unknown) {
  const id = String(publicId ?? '')
  const tenant = PUBLIC_ID.test(id) ? await Tenant.findBy('public_id', id) : null
  if (!tenant || tenant.status === 'deactivated') throw new AppException(404, 'E_INVALID_PUBLIC_ID')
  const location = await Location.findOrFail(tenant.locationId)
  const active = KEY_ON_CONTROLLER.includes(tenant.status)
  const network = await networkNameOf(tenant, location)
  const svg = active ? await wifiQrSvg(network, tenant.passphrase) : null
  return {
    language: tenant.language,
    view: {
      name: tenant.name,
      venue: location.venueName || location.name,
      status: active ? ('active' as const) : ('pending' as const),
      network: active ? network : null,
      passphrase: active ? tenant.passphrase : null,
      qr: svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null,
      activeUntil: tenant.deactivateOn?.toISODate() ?? null,
    },
  }
}

export type PublicTenantView = Awaited<ReturnType<typeof publicTenant>>['view']
