import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * Requests Node rejects before the application sees them (a URL or headers over 16 KB, a malformed request line)
 * still get the API's error body instead of a bare status line.
 */
export function createApiServer(handler: Handler) {
  const server = createServer(handler)
  // An idle keep-alive connection is closed by the client or the balancer in front, never first by us: Node's 5 s
  // default races a client that sends on the connection just as it closes (ECONNRESET on a write that may not be
  // repeated). 65 s outlasts the common balancers' 60 s idle timeout; the headers' deadline must exceed it.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy()
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
    const [status, reason, code, message] = tooLarge
      ? [
          431,
          'Request Header Fields Too Large',
          'E_HEADERS_TOO_LARGE',
          'The address or the headers of the request are too long.',
        ]
      : [400, 'Bad Request', 'E_BAD_REQUEST', 'The request could not be read.']
    const body = JSON.stringify({ code, message })
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
    )
  })
  return server
}
