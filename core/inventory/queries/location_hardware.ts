import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import type { listAllocatedValidator } from '#core/inventory/validators/inventory_validators'

const normalMac = (mac: string | null | undefined) =>
  mac ? mac.toLowerCase().replaceAll('-', ':') : null

function allocationsQuery() {
  return db
    .from('hardware_allocations as allocation')
    .join('products as product', 'product.id', 'allocation.product_id')
    .join('locations as location', 'location.id', 'allocation.location_id')
    .leftJoin('inventory_units as unit', 'unit.id', 'allocation.unit_id')
    .select(
      'allocation.id',
      'allocation.location_id',
      'location.name as location_name',
      'allocation.product_id',
      'product.name as product_name',
      'product.model',
      'product.type',
      'product.vendor'
    )
    .select(
      'allocation.quantity',
      'allocation.status',
      'allocation.note',
      'allocation.allocated_at',
      'allocation.closed_at',
      'unit.serial',
      'unit.mac'
    )
}

export function transformAllocation(row: Record<string, any>) {
  return {
    id: row.id,
    locationId: row.location_id,
    locationName: row.location_name,
    productId: row.product_id,
    productName: row.product_name,
    model: row.model,
    type: row.type,
    vendor: row.vendor,
    quantity: row.quantity,
    status: row.status,
    serial: row.serial ?? null,
    mac: row.mac ?? null,
    note: row.note ?? null,
    allocatedAt: new Date(row.allocated_at).toISOString(),
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
  }
}

/** GET /inventory/allocated: CaaS hardware at venues, the latest first. */
export function listAllocated(filters: Infer<typeof listAllocatedValidator>) {
  const query = allocationsQuery()
    .orderBy('allocation.allocated_at', 'desc')
    .orderBy('allocation.id', 'desc')
  query.where('allocation.status', filters.status ?? 'allocated')
  if (filters.locationId) query.where('allocation.location_id', filters.locationId)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/**
 * GET /locations/{id}/hardware: what was allocated to the venue, and the devices its controller sees, matched by MAC
 * or serial number. Mismatches: an allocated unit the controller does not see, a device nobody allocated, and for
 * hardware without serials, a model with more or fewer devices seen than allocated.
 */
export async function locationHardware(locationId: number) {
  const [rows, devices] = await Promise.all([
    allocationsQuery()
      .where('allocation.location_id', locationId)
      .orderBy('allocation.status')
      .orderBy('allocation.allocated_at', 'desc')
      .orderBy('allocation.id', 'desc'),
    db
      .from('network_devices')
      .where('location_id', locationId)
      .orderBy('name')
      .select('remote_id', 'mac', 'name', 'model', 'kind', 'state'),
  ])
  const allocations = rows.map(transformAllocation)
  const active = allocations.filter((allocation) => allocation.status === 'allocated')
  const matchedDevices = new Set<string>()
  const units = active
    .filter((allocation) => allocation.serial)
    .map((allocation) => {
      const device = devices.find(
        (seen) =>
          (allocation.mac && normalMac(seen.mac) === normalMac(allocation.mac)) ||
          String(seen.remote_id).toLowerCase() === allocation.serial!.toLowerCase()
      )
      if (device) matchedDevices.add(device.remote_id)
      return {
        allocationId: allocation.id,
        serial: allocation.serial,
        mac: allocation.mac,
        model: allocation.model,
        seen: Boolean(device),
        deviceName: device?.name ?? null,
        deviceState: device?.state ?? null,
      }
    })

  const bulkByModel = new Map<string, number>()
  for (const allocation of active.filter((item) => !item.serial))
    bulkByModel.set(
      allocation.model,
      (bulkByModel.get(allocation.model) ?? 0) + allocation.quantity
    )
  const unmatched = devices.filter((device) => !matchedDevices.has(device.remote_id))
  const models = [...bulkByModel].map(([model, allocated]) => ({
    model,
    allocated,
    seen: unmatched.filter((device) => device.model === model).length,
  }))
  const coveredModels = new Set(bulkByModel.keys())

  return {
    allocations,
    devices: devices.map((device) => ({
      remoteId: device.remote_id,
      mac: device.mac,
      name: device.name,
      model: device.model,
      kind: device.kind,
      state: device.state,
      allocated: matchedDevices.has(device.remote_id) || coveredModels.has(device.model),
    })),
    units,
    mismatches: {
      notSeen: units.filter((unit) => !unit.seen),
      notAllocated: unmatched
        .filter((device) => !coveredModels.has(device.model))
        .map((device) => ({
          remoteId: device.remote_id,
          mac: device.mac,
          name: device.name,
          model: device.model,
        })),
      models: models.filter((entry) => entry.allocated !== entry.seen),
    },
  }
}
