import type { ApiClient } from '@japa/api-client'
import { inflateSync } from 'node:zlib'
import Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import { controllerForm, siteIdByName } from '#tests/functional/network/network_world'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

export interface PortalPeople {
  admin: User
  /** portal_read + portal_update on the venue's customer. */
  editor: User
  /** portal_read only. */
  reader: User
  /** location_read and location_update, but no portal key. */
  networkOnly: User
  /** Everything on another customer. */
  stranger: User
  location: Location
  otherLocation: Location
}

/** A venue and the people around its portal. */
export async function portalPeople(): Promise<PortalPeople> {
  const admin = await createUser({ isAdmin: true })
  const { customer, location } = await createTenant()
  const other = await createTenant()
  const editor = await createUser()
  await grant(editor, 'customer', customer.id, [
    'customer_read',
    'location_read',
    'portal_read',
    'portal_update',
  ])
  const reader = await createUser()
  await grant(reader, 'location', location.id, ['location_read', 'portal_read'])
  const networkOnly = await createUser()
  await grant(networkOnly, 'location', location.id, ['location_read', 'location_update'])
  const stranger = await createUser()
  await grant(stranger, 'customer', other.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
    'portal_read',
    'portal_update',
  ])
  // Created rows lack the database's defaults (time zone...) until read back.
  await location.refresh()
  return { admin, editor, reader, networkOnly, stranger, location, otherLocation: other.location }
}

/** The venue bound to the simulator's "default" site through the API, as an admin does it. */
export async function bindToSimulator(
  client: ApiClient,
  people: PortalPeople,
  sim: UnifiSimulator
) {
  const created = await client
    .post('/rest/controllers')
    .json(controllerForm(sim, { alias: `Allow-list ${people.location.id}` }))
    .withCsrfToken()
    .loginAs(people.admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const siteId = (await siteIdByName(created.body().id, 'default'))!
  const bound = await client
    .put(`/rest/locations/${people.location.id}/network/controller`)
    .json({ controllerId: created.body().id, siteId })
    .withCsrfToken()
    .loginAs(people.admin)
  if (bound.status() !== 200) throw new Error(`not bound: ${bound.status()} ${bound.text()}`)
  await people.location.refresh()
  return (await Controller.find(created.body().id))!
}

/** The text a PDF draws: its content streams inflated, hex strings decoded (the standard fonts write hex). */
export function pdfText(pdf: Buffer) {
  let text = ''
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += Buffer.from(hex[1]!, 'hex').toString('latin1') + '\n'
  }
  return text
}

/** A superagent parser that keeps a binary body (PDF) as a Buffer. */
export function bufferBody(response: any, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
}

export { Location }
