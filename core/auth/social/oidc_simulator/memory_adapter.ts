/**
 * Where a simulator's oidc-provider keeps its sessions, interactions, grants, codes and tokens: in memory, per
 * simulator (the library's own development store is shared by the whole process and warns on every start).
 * Survives a key rotation, which rebuilds the provider around the same store.
 */
interface Stored {
  payload: Record<string, any>
  expiresAt: number | null
}

export class OidcMemoryStore {
  readonly #entries = new Map<string, Stored>()

  /** The adapter factory oidc-provider calls once per model name ("Session", "AuthorizationCode", …). */
  adapterFor = (model: string) => new OidcMemoryAdapter(model, this.#entries)

  clear() {
    this.#entries.clear()
  }
}

class OidcMemoryAdapter {
  constructor(
    private readonly model: string,
    private readonly entries: Map<string, Stored>
  ) {}

  #key(id: string) {
    return `${this.model}:${id}`
  }

  #read(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.payload
  }

  async upsert(id: string, payload: Record<string, any>, expiresIn?: number) {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : null
    this.entries.set(this.#key(id), { payload, expiresAt })
    if (payload.uid)
      this.entries.set(`${this.model}:uid:${payload.uid}`, { payload: { id }, expiresAt })
    if (payload.grantId) {
      const grantKey = `grant:${payload.grantId}`
      const members = (this.#read(grantKey)?.keys as string[] | undefined) ?? []
      this.entries.set(grantKey, { payload: { keys: [...members, this.#key(id)] }, expiresAt })
    }
  }

  async find(id: string) {
    return this.#read(this.#key(id))
  }

  async findByUid(uid: string) {
    const pointer = this.#read(`${this.model}:uid:${uid}`)
    return pointer ? this.find(pointer.id as string) : undefined
  }

  async findByUserCode(): Promise<undefined> {
    return undefined
  }

  async consume(id: string) {
    const payload = this.#read(this.#key(id))
    if (payload) payload.consumed = Math.floor(Date.now() / 1000)
  }

  async destroy(id: string) {
    this.entries.delete(this.#key(id))
  }

  async revokeByGrantId(grantId: string) {
    const members = (this.#read(`grant:${grantId}`)?.keys as string[] | undefined) ?? []
    for (const key of members) this.entries.delete(key)
    this.entries.delete(`grant:${grantId}`)
  }
}
