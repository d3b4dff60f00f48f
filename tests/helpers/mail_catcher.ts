import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'

/**
 * A real SMTP server on SMTP_PORT that keeps every message it receives, so
 * tests see exactly what the mail job delivered over the wire. Plain enough
 * for Node to load without a loader: the cluster and fault suites use it too.
 */
const received: ParsedMail[] = []
let server: SMTPServer | undefined
let replyDelayMs = 0

export async function startMailCatcher() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          // Kept before the answer: a sender that dies while waiting for it has delivered the mail, unrecorded.
          received.push(mail)
          setTimeout(callback, replyDelayMs)
        })
        .catch(callback)
    },
  })
  // A sender that dies mid-message resets its connection: that is the sender's failure, not the catcher's.
  server.on('error', () => {})
  await new Promise<void>((resolve) =>
    server!.listen(Number(process.env.SMTP_PORT), '127.0.0.1', resolve)
  )
  return () => new Promise<void>((resolve) => server!.close(() => resolve()))
}

export const mailCatcher = {
  clear() {
    received.length = 0
  },
  all() {
    return [...received]
  },
  /** Answers each message this much later (a slow mail server, so that sends are in flight when a sender dies). */
  delayReplies(ms: number) {
    replyDelayMs = ms
  },
  /** Waits until a mail to `address` arrives (jobs deliver asynchronously). */
  async waitFor(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const mail = received.find((m) => addressesOf(m).includes(address.toLowerCase()))
      if (mail) return mail
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`No mail to ${address} within ${timeoutMs} ms`)
  },
}

export function addressesOf(mail: ParsedMail) {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()))
}
