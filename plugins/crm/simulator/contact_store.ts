/** The account's contacts: numeric string ids from 101, unique by lower-cased e-mail, HubSpot's system properties. */
import type { CrmContactJson } from './simulator_api.js'

export const DEFAULT_PROPERTIES = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'mobilephone',
  'company',
  'hs_language',
  'lifecyclestage',
]

export interface CrmContact {
  id: string
  properties: Record<string, string | null>
  createdAt: string
  updatedAt: string
}

export class CrmContactStore {
  readonly properties: Set<string>
  readonly gdprDeleted: string[] = []
  readonly #byId = new Map<string, CrmContact>()
  #nextId = 101

  constructor(customProperties: string[]) {
    this.properties = new Set([...DEFAULT_PROPERTIES, ...customProperties])
  }

  byId(id: string) {
    return this.#byId.get(id)
  }

  byEmail(email: string) {
    const wanted = email.trim().toLowerCase()
    return [...this.#byId.values()].find((contact) => contact.properties.email === wanted)
  }

  all() {
    return [...this.#byId.values()]
  }

  /** Creates or updates the contact with this e-mail; answers it and whether it is new. */
  upsertByEmail(
    email: string,
    properties: Record<string, string | null>
  ): { contact: CrmContact; created: boolean } {
    const now = new Date().toISOString()
    const existing = this.byEmail(email)
    if (existing) {
      Object.assign(existing.properties, properties, {
        email: existing.properties.email,
        lastmodifieddate: now,
      })
      existing.updatedAt = now
      return { contact: existing, created: false }
    }
    const id = String(this.#nextId++)
    const contact = {
      id,
      createdAt: now,
      updatedAt: now,
      properties: {
        ...properties,
        email: email.trim().toLowerCase(),
        hs_object_id: id,
        createdate: now,
        lastmodifieddate: now,
      },
    }
    this.#byId.set(id, contact)
    return { contact, created: true }
  }

  gdprDelete(contact: CrmContact) {
    this.#byId.delete(contact.id)
    this.gdprDeleted.push(contact.properties.email ?? '')
  }

  render(contact: CrmContact): CrmContactJson {
    return {
      id: contact.id,
      properties: { ...contact.properties },
      createdAt: contact.createdAt,
      updatedAt: contact.updatedAt,
      archived: false,
    }
  }
}
