import type { IncomingHttpHeaders } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { selfSignedCertificate } from '#core/plugins/simulator_kit/sim_certificate'

/** One request the receiver got, with the outcome of verifying it with the public `standardwebhooks` library. */
export interface ReceivedWebhook {
  path: string
  headers: IncomingHttpHeaders
  body: string
  /** Verified against one of the path's secrets (signature and timestamp tolerance); the parsed payload. */
  payload: unknown
  verified: boolean
  /** Why verification failed, when it did. */
  error: string | null
  at: Date
}

export interface WebhookReceiverOptions {
  /** The secrets a path's deliveries are verified with; none = not verified (recorded as such). */
  secretsFor(path: string): Promise<string[]> | string[]
  /** The answer: a status (and optional delay); default 204 for a verified delivery, 401 otherwise. */
  respond?(
    received: ReceivedWebhook
  ): { status: number; body?: string; delayMs?: number } | undefined
  port?: number
  /** Requests kept in memory (the oldest dropped first). */
  keep?: number
}

/**
 * A webhook receiver as a customer would write one: an HTTPS server (self-signed, on loopback) that verifies every
 * delivery with the `standardwebhooks` package, keeps a log (a GET lists it, newest first), and can be told to fail
 * (500, 410, slow) to exercise retries. Used by the tests and demo mode (`npm start`), where the demo endpoint posts to it.
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions) {
  const received: ReceivedWebhook[] = []
  const keep = options.keep ?? 1000
  const server = createServer(
    await selfSignedCertificate('webhook-receiver.local'),
    (request, response) => {
      if (request.method === 'GET')
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(summary(received)))
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      const receive = async () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const entry: ReceivedWebhook = {
          path: request.url ?? '/',
          headers: request.headers,
          body,
          payload: null,
          verified: false,
          error: null,
          at: new Date(),
        }
        const secrets = await Promise.resolve(options.secretsFor(entry.path)).catch(() => [])
        for (const secret of secrets) {
          try {
            entry.payload = new Webhook(secret).verify(
              body,
              request.headers as Record<string, string>
            )
            entry.verified = true
            entry.error = null
            break
          } catch (error) {
            entry.error = (error as Error).message
          }
        }
        if (secrets.length === 0) entry.error = 'no secret for this path'
        received.push(entry)
        if (received.length > keep) received.shift()
        const answer = options.respond?.(entry) ?? { status: entry.verified ? 204 : 401 }
        const send = () =>
          response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '')
        if (answer.delayMs) setTimeout(send, answer.delayMs)
        else send()
      }
      request.on('end', () => void receive().catch(() => response.writeHead(500).end()))
    }
  )
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', () => resolve())
  )
  const { port } = server.address() as AddressInfo
  return {
    url: `https://localhost:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>

function summary(received: ReceivedWebhook[]) {
  return received
    .slice(-100)
    .reverse()
    .map((entry) => ({
      at: entry.at,
      path: entry.path,
      webhookId: entry.headers['webhook-id'] ?? null,
      verified: entry.verified,
      error: entry.error,
      payload: entry.payload,
    }))
}
