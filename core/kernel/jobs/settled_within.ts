/**
 * Waits for `work` at most `ms` milliseconds; true when it settled in time.
 * Shutdown uses it so that an unreachable Redis (whose commands wait for a
 * reconnect forever) cannot keep a process from exiting.
 */
export async function settledWithin(work: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true
      ),
      expired,
    ])
  } finally {
    clearTimeout(timer)
  }
}
