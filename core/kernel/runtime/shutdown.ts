/**
 * Ends the process after `app.terminate()`. Requests still in flight when
 * SIGTERM arrives may race the Redis provider's QUIT, and ioredis then
 * rejects the QUIT itself with "Connection is closed": the connection is
 * closed either way, which is what shutdown wanted. Anything else is a real
 * shutdown failure and exits non-zero.
 *
 * With `timeoutMs` (the server and console entry points), a shutdown that
 * hangs (a hook waiting on something that never answers, or a handle left
 * open) is cut off then, naming what was still open: an orchestrator would
 * kill the process anyway, without saying why.
 */
interface ShutdownOptions {
  timeoutMs?: number
  exit?: (code: number) => void
}

export function terminateGracefully(terminate: () => Promise<void>, options: ShutdownOptions = {}) {
  const { timeoutMs, exit = (code: number) => process.exit(code) } = options
  if (timeoutMs !== undefined) {
    setTimeout(() => {
      console.error(
        `Shutdown did not finish within ${timeoutMs} ms; still open: ${process.getActiveResourcesInfo().join(', ')}`
      )
      exit(1)
    }, timeoutMs).unref()
  }
  // Left armed after terminate() settles (unref'd, so it never keeps the process up): a handle still holding the
  // event loop open is the other way a shutdown hangs.
  return terminate().catch((error: unknown) => {
    if (error instanceof Error && error.message === 'Connection is closed.') return
    console.error('Shutdown failed:', error)
    process.exitCode = 1
  })
}
