/**
 * Why a guarded outbound request did not get an answer. `kind` is stable (stored in delivery logs, mapped to error
 * codes by callers); the message is for logs only.
 */
export type OutboundFailure =
  | 'invalid_url'
  | 'insecure_url'
  | 'blocked_address'
  | 'dns'
  | 'timeout'
  | 'tls'
  | 'connection'
  | 'too_large'

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'OutboundError'
  }
}

/** Maps what undici or the socket threw to one of our failure kinds. */
export function asOutboundError(error: unknown, timedOut: boolean): OutboundError {
  if (error instanceof OutboundError) return error
  const cause = (error as { cause?: unknown })?.cause
  if (cause instanceof OutboundError) return cause
  const code = String(
    (error as { code?: string })?.code ??
      (cause as { code?: string })?.code ??
      (error as Error)?.name ??
      ''
  )
  const message = (error as Error)?.message ?? String(error)
  if (timedOut || /TIMEOUT|AbortError|TimeoutError/i.test(code))
    return new OutboundError('timeout', 'no answer in time', { cause: error })
  if (/ENOTFOUND|EAI_AGAIN|ENODATA/.test(code))
    return new OutboundError('dns', `the name does not resolve (${code})`, { cause: error })
  if (/CERT|TLS|SSL|ERR_SSL/i.test(code) || /certificate|ssl|tls/i.test(message))
    return new OutboundError('tls', `TLS failed (${code || message})`, { cause: error })
  return new OutboundError('connection', `connection failed (${code || message})`, { cause: error })
}
