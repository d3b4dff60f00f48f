import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'

/** The hardware an installer may take from stock at the finish: enclosures, accessories, and any other product in stock. */
async function productsInStock() {
  const rows = await db
    .from('products')
    .where('quantity', '>', 0)
    .where('own_brand', false)
    .orderByRaw("case type when 'enclosure' then 0 when 'accessory' then 1 else 2 end")
    .orderBy('name')
    .select('id', 'name', 'type', 'model', 'quantity', 'serialized')
  return rows.map((row) => ({
    id: row.id as number,
    name: row.name as string,
    type: row.type as string,
    model: row.model as string,
    quantity: Number(row.quantity),
    serialized: Boolean(row.serialized),
  }))
}

async function installers() {
  const rows = await db
    .from('users')
    .where('account_role', 'installer')
    .orderBy('firstname')
    .orderBy('name')
    .select('id', 'firstname', 'name', 'email')
  return rows.map((row) => ({
    id: row.id as number,
    name: [row.firstname, row.name].filter(Boolean).join(' ') || (row.email as string),
  }))
}

async function finished(locationId: number) {
  const row = await db.from('location_installs').where('location_id', locationId).first()
  if (!row) return null
  return {
    installerId: row.installer_id as number | null,
    finishedBy: row.finished_by as number | null,
    finishedAt: new Date(row.finished_at).toISOString(),
    hardware: row.hardware as Array<Record<string, unknown>>,
    overrideReason: row.override_reason as string | null,
  }
}

/** What the finish-install screen needs besides the live checks: who can be the installer, the stock, and the finish. */
export async function installView(location: Location) {
  return {
    locationId: location.id,
    status: location.status,
    finishable: location.status === 'ready_for_installation',
    installers: await installers(),
    products: await productsInStock(),
    finished: await finished(location.id),
  }
}
