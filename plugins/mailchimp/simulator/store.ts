import { createHash } from 'node:crypto'
import { seededIds } from '#core/plugins/simulator_kit/sim_ids'

export type SimMemberStatus =
  'subscribed' | 'unsubscribed' | 'cleaned' | 'pending' | 'transactional' | 'archived'
export const MEMBER_STATUSES: readonly SimMemberStatus[] = [
  'subscribed',
  'unsubscribed',
  'cleaned',
  'pending',
  'transactional',
]

export interface SimMember {
  id: string
  email_address: string
  unique_email_id: string
  status: SimMemberStatus
  merge_fields: Record<string, string>
  language: string
  tags: Array<{ id: number; name: string }>
  list_id: string
  timestamp_signup: string
  timestamp_opt: string
  last_changed: string
}

export interface SimAudience {
  id: string
  web_id: number
  name: string
  date_created: string
  /** Merge fields the audience has; others are refused as Mailchimp does. */
  mergeFields: Set<string>
  members: Map<string, SimMember>
  /** Hashes of permanently deleted addresses: they cannot be re-added through the API. */
  forgotten: Set<string>
}

export interface AudienceSeed {
  name: string
  id?: string
  /** Default FNAME, LNAME, PHONE, ADDRESS, BIRTHDAY (a new audience's defaults). */
  mergeFields?: string[]
}

export const md5 = (email: string) =>
  createHash('md5').update(email.trim().toLowerCase()).digest('hex')

/** The simulator's accounts data: audiences with their members, in memory. */
export class MailchimpStore {
  readonly audiences = new Map<string, SimAudience>()
  #ids
  #tagIds = new Map<string, number>()

  constructor(seed: number) {
    this.#ids = seededIds(seed, 'mailchimp')
  }

  addAudience(seed: AudienceSeed): SimAudience {
    const id = seed.id ?? this.#ids.hex(10)
    const audience: SimAudience = {
      id,
      web_id: this.audiences.size + 100_001,
      name: seed.name,
      date_created: new Date().toISOString(),
      mergeFields: new Set(seed.mergeFields ?? ['FNAME', 'LNAME', 'PHONE', 'ADDRESS', 'BIRTHDAY']),
      members: new Map(),
      forgotten: new Set(),
    }
    this.audiences.set(id, audience)
    return audience
  }

  uniqueEmailId() {
    return this.#ids.hex(10)
  }

  tagId(name: string) {
    let id = this.#tagIds.get(name)
    if (id === undefined) this.#tagIds.set(name, (id = this.#tagIds.size + 1))
    return id
  }
}
