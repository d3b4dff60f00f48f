/** Runs `work` over `items` with at most `limit` at a time; rejects with the first error only if `work` throws. */
export async function forEachLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const runners = Array.from({ length: Math.min(Math.max(1, limit), items.length) }, async () => {
    while (next < items.length) await work(items[next++])
  })
  await Promise.all(runners)
}

/** A FIFO gate letting `width` callers through at a time (database writes of a sync). */
export class Gate {
  #active = 0
  #waiting: Array<() => void> = []

  constructor(private width: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#active >= this.width)
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    this.#active++
    try {
      return await work()
    } finally {
      this.#active--
      this.#waiting.shift()?.()
    }
  }
}
