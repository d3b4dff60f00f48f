/**
 * The simulator's in-memory Stripe account: objects by id and by type (newest last), a clock that tests can move
 * forward (renewals, due dates, the 24 h idempotency window), deterministic ids, lists with cursor pagination and
 * `expand[]`.
 */
import { seededIds } from '#core/plugins/simulator_kit/sim_ids'
import { invalidParam, noSuch } from './errors.js'
import type { StripeParams } from './form.js'
import { optionalArray, optionalInteger } from './params.js'

export type StripeObject = Record<string, any> & { id: string; object: string }
export type EventEmitter = (
  type: string,
  object: StripeObject,
  previousAttributes?: Record<string, unknown>
) => void

/** Fields Stripe only returns when expanded, computed from other objects. */
export type ExpandableField = (owner: StripeObject, field: string) => unknown

export class StripeStore {
  clockOffsetSeconds = 0
  emit: EventEmitter = () => {}
  hiddenField: ExpandableField = () => undefined
  /** Payment methods whose charges decline (test cards ending 0341, or marked by the test hook). */
  readonly failingPaymentMethods = new Set<string>()
  readonly #ids: ReturnType<typeof seededIds>
  readonly #objects = new Map<string, StripeObject>()
  readonly #byType = new Map<string, Map<string, StripeObject>>()

  constructor(
    seed: number,
    /** The simulator's own base URL (hosted pages). */
    public baseUrl = ''
  ) {
    this.#ids = seededIds(seed, 'stripe')
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffsetSeconds
  }

  newId(prefix: string): string {
    return `${prefix}_${this.#ids.hex(24)}`
  }

  /** A new object with the fields every Stripe object has. */
  create<T extends StripeObject>(prefix: string, object: string, fields: Record<string, any>): T {
    const created = {
      id: this.newId(prefix),
      object,
      created: this.now(),
      livemode: false,
      ...fields,
    } as unknown as T
    this.#objects.set(created.id, created)
    if (!this.#byType.has(object)) this.#byType.set(object, new Map())
    this.#byType.get(object)!.set(created.id, created)
    return created
  }

  find(id: string): StripeObject | undefined {
    return this.#objects.get(id)
  }

  get<T extends StripeObject = StripeObject>(
    object: string,
    id: string,
    param = 'id',
    displayName = object
  ): T {
    const found = this.#objects.get(id)
    if (!found || found.object !== object || found.deleted) throw noSuch(displayName, id, param)
    return found as T
  }

  remove(object: StripeObject) {
    this.#objects.delete(object.id)
    this.#byType.get(object.object)?.delete(object.id)
  }

  /** Every object of a type, newest first. */
  all<T extends StripeObject = StripeObject>(object: string): T[] {
    return [...(this.#byType.get(object)?.values() ?? [])].reverse() as T[]
  }

  /** A list page: `limit` (1..100, default 10), `starting_after` / `ending_before` cursors, newest first. */
  list(items: StripeObject[], params: StripeParams, url: string) {
    const limit = optionalInteger(params, 'limit') ?? 10
    if (limit < 1 || limit > 100)
      throw invalidParam(
        'limit',
        'This value must be greater than or equal to 1 and less than or equal to 100.',
        'parameter_invalid_integer'
      )
    const cursorIndex = (param: string) => {
      const index = items.findIndex((item) => item.id === params[param])
      if (index < 0)
        throw noSuch(this.find(params[param])?.object ?? 'object', String(params[param]), param)
      return index
    }
    let data: StripeObject[]
    let hasMore: boolean
    if (params.ending_before) {
      const end = cursorIndex('ending_before')
      const start = Math.max(0, end - limit)
      data = items.slice(start, end)
      hasMore = start > 0
    } else {
      const start = params.starting_after ? cursorIndex('starting_after') + 1 : 0
      data = items.slice(start, start + limit)
      hasMore = start + limit < items.length
    }
    return this.render({ object: 'list', data, has_more: hasMore, url }, expandPaths(params))
  }

  /** A deep copy for the wire, with `expand[]` paths replaced by the objects they name. */
  render(value: Record<string, any>, expand: string[] = []): Record<string, any> {
    let copy = structuredClone(value)
    for (const path of expand) copy = this.#expand(copy, path.split('.'), path)
    return copy
  }

  #expand(owner: any, segments: string[], path: string): any {
    if (!owner || typeof owner !== 'object') return owner
    const [head, ...rest] = segments
    let child = owner[head]
    if (child === undefined && owner.object && owner.id)
      child = structuredClone(this.hiddenField(owner, head))
    if (child === undefined)
      throw invalidParam(
        'expand',
        `This property cannot be expanded (${path}).`,
        'parameter_unknown'
      )
    const resolve = (entry: any) =>
      typeof entry === 'string' && this.#objects.has(entry)
        ? structuredClone(this.#objects.get(entry))
        : entry
    child = Array.isArray(child)
      ? child.map((entry) =>
          rest.length ? this.#expand(resolve(entry), rest, path) : resolve(entry)
        )
      : resolve(child)
    if (!Array.isArray(child) && rest.length) child = this.#expand(child, rest, path)
    return { ...owner, [head]: child }
  }
}

export function expandPaths(params: StripeParams): string[] {
  return (optionalArray(params, 'expand') ?? []).map(String)
}

/** Top-level fields of `before` that differ in `after` (an event's `data.previous_attributes`). */
export function previousAttributes(
  before: Record<string, any>,
  after: Record<string, any>
): Record<string, unknown> {
  const previous: Record<string, unknown> = {}
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      previous[key] = before[key] ?? null
  }
  return previous
}
