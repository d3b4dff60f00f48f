import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { PERMISSION_KEYS, type PermissionKey, type SubjectType } from '#core/access/permissions'
import type User from '#core/users/models/user'
import { INSTALLER_KEYS, isDemoCustomer, isInstaller } from '#core/access/account_roles'
import { readStamp } from '#core/access/services/access_stamps'
import { accessCache } from '#core/access/services/access_cache'

const isReadKey = (key: PermissionKey) => key.endsWith('_read')

type GrantRow = { subject_type: SubjectType; subject_id: number; permissions: PermissionKey[] }
/** A user's grant rows (own and partner's) per process, while their access stamps hold (access_stamps.ts). */
const cachedGrants = accessCache<GrantRow[]>()
/** The user columns that decide which rows are loaded: a partner link changed on the row is a miss by itself. */
const grantsFingerprint = (user: User) => `${user.isAdmin}:${user.partnerId ?? ''}`
/** An object and its parents: a location's customer and group, a customer's group. */
export type Ancestry = { group: number | null; customer: number | null; location: number | null }

/**
 * The one place that resolves what a user may do (architecture §4).
 *
 * A user's effective permissions on an object are the union of the keys
 * granted on that object and on its parents (location → customer → group),
 * to the user directly or to the user's partner. Admins hold every key.
 * A key names the kind of object it applies to: `location_read` granted on
 * a customer lets the user read all of that customer's locations.
 *
 * An installer holds INSTALLER_KEYS on every object besides its grants (core/access/account_roles.ts). A demo
 * customer holds only the read keys of its grants: it sees what a read-only user sees, so no secret that only those
 * who may change an object see (staff WLAN passphrases, tenant keys; docs/security.md).
 * Grants are loaded once per request; a user holds few of them.
 */
export class UserAccess {
  private constructor(
    readonly user: User,
    private grants: GrantRow[],
    private client: QueryClientContract,
    private everywhere: readonly PermissionKey[] = []
  ) {}

  static async for(user: User, client: QueryClientContract = db.connection()) {
    if (user.isAdmin) return new UserAccess(user, [], client)
    return UserAccess.build(user, await UserAccess.grantRows(user, client), client)
  }

  /**
   * The same from this process's cache while the user's access stamps hold: what requests use (request_access.ts,
   * the self record). `stamp` when the caller already read it. Never inside a transaction, whose own writes the
   * cache does not see.
   */
  static async cached(user: User, stamp?: string | null) {
    if (user.isAdmin) return new UserAccess(user, [], db.connection())
    const current = stamp === undefined ? await readStamp(user.id) : stamp
    let rows = cachedGrants.get(user.id, current, grantsFingerprint(user))
    if (!rows) {
      rows = await UserAccess.grantRows(user, db.connection())
      cachedGrants.set(user.id, current, grantsFingerprint(user), rows)
    }
    return UserAccess.build(user, rows, db.connection())
  }

  private static async grantRows(user: User, client: QueryClientContract) {
    const direct = client
      .from('access_grants')
      .select('subject_type', 'subject_id', 'permissions')
      .where('user_id', user.id)
    const viaPartner = user.partnerId
      ? client
          .from('partner_grants')
          .select('subject_type', 'subject_id', 'permissions')
          .where('partner_id', user.partnerId)
      : null
    return (viaPartner ? await direct.unionAll(viaPartner) : await direct) as GrantRow[]
  }

  /** The same for many users in two queries (lists that show what each user may do, e.g. support access). */
  static async forMany(
    users: User[],
    client: QueryClientContract = db.connection()
  ): Promise<Map<number, UserAccess>> {
    const ids = users.filter((user) => !user.isAdmin).map((user) => user.id)
    const partnerIds = [
      ...new Set(
        users
          .filter((user) => !user.isAdmin && user.partnerId)
          .map((user) => user.partnerId as number)
      ),
    ]
    const direct = ids.length
      ? await client
          .from('access_grants')
          .select('user_id', 'subject_type', 'subject_id', 'permissions')
          .whereIn('user_id', ids)
      : []
    const viaPartner = partnerIds.length
      ? await client
          .from('partner_grants')
          .select('partner_id', 'subject_type', 'subject_id', 'permissions')
          .whereIn('partner_id', partnerIds)
      : []
    const result = new Map<number, UserAccess>()
    for (const user of users) {
      if (user.isAdmin) {
        result.set(user.id, new UserAccess(user, [], client))
        continue
      }
      const rows = [
        ...direct.filter((row) => row.user_id === user.id),
        ...viaPartner.filter((row) => user.partnerId && row.partner_id === user.partnerId),
      ]
      result.set(user.id, UserAccess.build(user, rows as GrantRow[], client))
    }
    return result
  }

  private static build(user: User, rows: GrantRow[], client: QueryClientContract) {
    const grants = isDemoCustomer(user)
      ? rows.map((row) => ({ ...row, permissions: row.permissions.filter(isReadKey) }))
      : rows
    return new UserAccess(user, grants, client, isInstaller(user) ? INSTALLER_KEYS : [])
  }

  get isAdmin() {
    return this.user.isAdmin
  }

  /** Whether `key` holds on every object (admins, and installers for their keys): visibility needs no filter then. */
  holdsEverywhere(key: PermissionKey) {
    return this.isAdmin || this.everywhere.includes(key)
  }

  /** Every key held anywhere: drives has_user_permissions and has_portal_permissions. */
  allKeys(): Set<PermissionKey> {
    if (this.isAdmin) return new Set(PERMISSION_KEYS)
    return new Set([...this.everywhere, ...this.grants.flatMap((grant) => grant.permissions)])
  }

  /** Ids of objects of one type on which `key` is granted directly. */
  idsGranted(type: SubjectType, key: PermissionKey): number[] {
    return this.grants
      .filter((g) => g.subject_type === type && g.permissions.includes(key))
      .map((g) => g.subject_id)
  }

  async permissionsOn(type: SubjectType, id: number): Promise<PermissionKey[]> {
    if (this.isAdmin) return [...PERMISSION_KEYS]
    const ancestry = await this.ancestryOf(type, id)
    return ancestry ? this.permissionsFor(ancestry) : []
  }

  /** The same, when the caller already loaded the object's parents. */
  permissionsFor(ancestry: Ancestry): PermissionKey[] {
    if (this.isAdmin) return [...PERMISSION_KEYS]
    const keys = new Set<PermissionKey>(this.everywhere)
    for (const grant of this.grants) {
      if (ancestry[grant.subject_type] === grant.subject_id)
        grant.permissions.forEach((key) => keys.add(key))
    }
    return [...keys].sort()
  }

  async can(key: PermissionKey, type: SubjectType, id: number) {
    return (await this.permissionsOn(type, id)).includes(key)
  }

  /**
   * Which of these customers the user reaches at all: any key on the customer, its group or one of its venues,
   * by grant, partner grant or role (support access, core/impersonation). Admins and installers reach them all.
   * `customerOfVenue` (venue id → customer id) spares the look-up when the caller checks many users at once.
   */
  async customersReached<C extends { id: number; groupId: number | null }>(
    customers: C[],
    customerOfVenue?: Map<number, number>
  ): Promise<C[]> {
    if (this.isAdmin || this.everywhere.length > 0) return customers
    const venues = this.venuesGranted()
    const ofVenues = customerOfVenue
      ? new Set(venues.map((id) => customerOfVenue.get(id)).filter((id) => id !== undefined))
      : venues.length
        ? new Set(
            (await this.client.from('locations').whereIn('id', venues).select('customer_id')).map(
              (row) => row.customer_id as number
            )
          )
        : new Set<number>()
    return customers.filter(
      (customer) =>
        ofVenues.has(customer.id) ||
        this.permissionsFor({ group: customer.groupId, customer: customer.id, location: null })
          .length > 0
    )
  }

  /** Venues on which the user holds a key by a grant of their own or of their partner. */
  venuesGranted(): number[] {
    return this.grants
      .filter((grant) => grant.subject_type === 'location' && grant.permissions.length > 0)
      .map((grant) => grant.subject_id)
  }

  private async ancestryOf(type: SubjectType, id: number): Promise<Ancestry | null> {
    if (type === 'group') {
      const group = await this.client.from('groups').select('id').where('id', id).first()
      return group ? { group: id, customer: null, location: null } : null
    }
    if (type === 'customer') {
      const customer = await this.client
        .from('customers')
        .select('id', 'group_id')
        .where('id', id)
        .first()
      return customer ? { group: customer.group_id, customer: id, location: null } : null
    }
    const location = await this.client
      .from('locations')
      .join('customers', 'customers.id', 'locations.customer_id')
      .select('locations.id', 'locations.customer_id', 'customers.group_id')
      .where('locations.id', id)
      .first()
    return location
      ? { group: location.group_id, customer: location.customer_id, location: id }
      : null
  }
}
