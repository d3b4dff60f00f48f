/**
 * Ends the process after `app.terminate()`. Requests still in flight when
 * SIGTERM arrives may race the Redis provider's QUIT, and ioredis then
 * rejects the QUIT itself with "Connection is closed": the connection is
 * closed either way, which is what shutdown wanted. Anything else is a real
 * shutdown failure and exits non-zero.
 */
export function terminateGracefully(terminate: () => Promise<void>) {
  return terminate().catch((error: unknown) => {
    if (error instanceof Error && error.message === 'Connection is closed.') return
    console.error('Shutdown failed:', error)
    process.exitCode = 1
  })
}
