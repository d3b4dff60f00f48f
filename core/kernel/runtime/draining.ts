/**
 * A web process that received SIGTERM first says it is not ready (GET /rest/health/ready answers 503) while it goes
 * on serving, so that the balancer, which checks readiness every second and takes a process out after two failures,
 * stops sending it new requests; only then does it close its server, finish the requests in flight and exit.
 */
let draining = false

export function isDraining() {
  return draining
}

export function setDraining(value: boolean) {
  draining = value
}

/**
 * How long readiness reads "draining" before the server closes: long enough for a check that started just before
 * (answered late by a busy process, up to the balancer's 3 s check timeout), then two failed checks a second apart,
 * and a second of margin. 3 s was too little: under load the balancer took a process out after its server had
 * closed, and a `POST` already sent to it came back 503. The embedded default (no DATABASE_URL) is one process with
 * no balancer in front, so nobody is waiting to be told.
 */
export function drainDelayMs() {
  const configured = Number(process.env.SHUTDOWN_DRAIN_MS)
  if (Number.isFinite(configured) && configured >= 0 && process.env.SHUTDOWN_DRAIN_MS !== '')
    return configured
  return process.env.DATABASE_URL ? 6_000 : 0
}

/** SIGTERM in a web process: not ready, wait for the balancer to notice, then the usual shutdown. */
export async function drainThenTerminate(terminate: () => Promise<void>, delayMs = drainDelayMs()) {
  setDraining(true)
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  await terminate()
}
