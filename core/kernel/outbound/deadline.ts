/**
 * An abort signal that fires `ms` from now, for one HTTP exchange; `clear()` once it is over. Same effect as
 * `AbortSignal.timeout`, which the deliveries' profile showed costing about twice as much per request (a weakly held
 * timer and a finalization registry entry each), and deliveries make one or two requests each.
 */
export function deadline(ms: number) {
  const controller = new AbortController()
  const timer = setTimeout(
    () =>
      controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError')
      ),
    ms
  )
  timer.unref()
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}
