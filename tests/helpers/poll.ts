/**
 * Polls `probe` until it returns a truthy value, and returns that value.
 * For asynchronous work (jobs, mail): a generous deadline, never a fixed sleep.
 */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 20_000, intervalMs = 25, what = 'the condition' } = {}
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (true) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
