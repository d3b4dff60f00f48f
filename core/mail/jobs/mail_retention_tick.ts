import { pruneMails } from '#core/mail/mail_retention'

/** Every 10 minutes (config/jobs.ts): outbox mails past their retention go, a bounded number per tick. */
export default async function mailRetentionTick() {
  await pruneMails()
}
