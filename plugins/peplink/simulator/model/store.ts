/**
 * Organisations, groups and the live state of devices. Groups are generated on first access and kept in a small
 * LRU cache (bulk groups cost nothing until read); what changes (reboots, offline switches, failover) lives in a
 * per-device overlay, so a group can be rebuilt identically at any time.
 */
import type { PeplinkGroupSeed, PeplinkOrganizationSeed } from '../simulator_api.js'
import {
  DEVICES_PER_GROUP,
  generateGroup,
  groupOfDevice,
  type SimDevice,
  type SimGroup,
} from './group_generator.js'
import { organizationId } from './ids.js'

const CACHE_SIZE = 256
/** Explicit groups are numbered from here in the order they are declared (the demo seed binds venues to them). */
export const FIRST_GROUP_ID = 101
const FIRST_GENERATED_GROUP_ID = 100_001
/** A generated (bulk) group: the benchmark's venue of 10 devices (router, 2 switches, 7 APs) and 50 clients. */
const BULK_GROUP = { routers: 1, switches: 2, aps: 7, wiredClients: 12, wirelessClients: 38 }

export interface LiveDevice {
  forcedOffline: boolean
  /** ms: offline until then after a reboot. */
  rebootUntil: number
  /** ms: last boot. */
  bootAt: number
  failover: boolean
}

interface GroupEntry {
  id: number
  orgId: string
  seed: PeplinkGroupSeed
}

interface OrgEntry {
  id: string
  name: string
  groupIds: number[]
}

export class SimStore {
  readonly orgs: OrgEntry[] = []
  readonly #groups = new Map<number, GroupEntry>()
  readonly #cache = new Map<number, SimGroup>()
  readonly #live = new Map<number, LiveDevice>()
  #nextGroupId = FIRST_GROUP_ID
  #generated: { orgId: string; count: number } | null = null

  constructor(
    readonly seed: number,
    readonly createdAt: number,
    organizations: PeplinkOrganizationSeed[],
    generatedGroups: number
  ) {
    for (const org of organizations) {
      const id = org.id ?? organizationId(seed, org.name)
      if (this.org(id)) throw new Error(`organisation ${id} exists twice`)
      this.orgs.push({ id, name: org.name, groupIds: [] })
      for (const group of org.groups) this.addGroup(id, group)
    }
    if (generatedGroups > 0) {
      const id = organizationId(seed, 'generated venues')
      this.orgs.push({ id, name: 'Generated venues', groupIds: [] })
      this.#generated = { orgId: id, count: generatedGroups }
    }
  }

  org(id: string): OrgEntry | undefined {
    return this.orgs.find((o) => o.id === id)
  }

  addGroup(orgId: string, seed: PeplinkGroupSeed): number {
    const org = this.org(orgId)
    if (!org || org.id === this.#generated?.orgId) throw new Error(`unknown organisation ${orgId}`)
    const id = this.#nextGroupId++
    this.#groups.set(id, { id, orgId, seed })
    org.groupIds.push(id)
    if (seed.failover) this.live(id * DEVICES_PER_GROUP + 1).failover = true
    return id
  }

  /** Group ids and names of an organisation, without generating them. */
  groupsOf(orgId: string): Array<{ id: number; name: string }> {
    if (this.#generated && orgId === this.#generated.orgId) {
      return Array.from({ length: this.#generated.count }, (_, i) => ({
        id: FIRST_GENERATED_GROUP_ID + i,
        name: `Venue ${i + 1}`,
      }))
    }
    return (this.org(orgId)?.groupIds ?? []).map((id) => ({
      id,
      name: this.#groups.get(id)!.seed.name,
    }))
  }

  group(orgId: string, groupId: number): SimGroup | undefined {
    const entry = this.#entry(groupId)
    if (!entry || entry.orgId !== orgId) return undefined
    const cached = this.#cache.get(groupId)
    if (cached) {
      this.#cache.delete(groupId)
      this.#cache.set(groupId, cached)
      return cached
    }
    const group = generateGroup(this.seed, entry.orgId, groupId, entry.seed)
    this.#cache.set(groupId, group)
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!)
    return group
  }

  /** A device by id (any group), or by serial or MAC (explicit groups and those in the cache). */
  findDevice(key: string): { group: SimGroup; device: SimDevice } | undefined {
    const id = Number(key)
    if (Number.isInteger(id) && id > 0) {
      const entry = this.#entry(groupOfDevice(id))
      const group = entry && this.group(entry.orgId, entry.id)
      const device = group?.devices.find((d) => d.id === id)
      if (group && device) return { group, device }
    }
    const wanted = key.toLowerCase()
    const candidates = [...this.#groups.values()]
      .map((e) => this.group(e.orgId, e.id)!)
      .concat([...this.#cache.values()])
    for (const group of candidates) {
      const device = group.devices.find(
        (d) => d.sn.toLowerCase() === wanted || d.mac.toLowerCase() === wanted
      )
      if (device) return { group, device }
    }
    return undefined
  }

  live(deviceId: number): LiveDevice {
    let live = this.#live.get(deviceId)
    if (!live) {
      live = { forcedOffline: false, rebootUntil: 0, bootAt: this.createdAt, failover: false }
      this.#live.set(deviceId, live)
    }
    return live
  }

  peekLive(deviceId: number): LiveDevice | undefined {
    return this.#live.get(deviceId)
  }

  #entry(groupId: number): GroupEntry | undefined {
    const explicit = this.#groups.get(groupId)
    if (explicit) return explicit
    const generated = this.#generated
    const n = groupId - FIRST_GENERATED_GROUP_ID
    if (!generated || n < 0 || n >= generated.count) return undefined
    return { id: groupId, orgId: generated.orgId, seed: { name: `Venue ${n + 1}`, ...BULK_GROUP } }
  }
}
