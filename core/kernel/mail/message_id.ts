import env from '#start/env'

/**
 * The Message-ID of an outbox row, the same on every attempt: delivery is at least once (a worker that dies between
 * the SMTP answer and recording it sends the mail again), and a repeated Message-ID lets the receiving side drop the
 * copy. The creation time keeps ids unique after the table's ids are handed out again (a restored database).
 */
export function outboxMessageId(mail: { id: number; createdAt: { toMillis(): number } }) {
  return `<airdeck-mail-${mail.id}-${mail.createdAt.toMillis().toString(36)}@${messageIdHost()}>`
}

function messageIdHost() {
  const appUrl = env.get('APP_URL')
  return appUrl ? new URL(appUrl).hostname : 'airdeck.invalid'
}
