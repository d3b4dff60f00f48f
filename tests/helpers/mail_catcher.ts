import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'

/**
 * A real SMTP server on SMTP_PORT that keeps every message it receives, so
 * tests see exactly what the mail job delivered over the wire.
 */
const received: ParsedMail[] = []
let server: SMTPServer | undefined

export async function startMailCatcher() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
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

function addressesOf(mail: ParsedMail) {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()))
}
