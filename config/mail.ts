import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'

/**
 * Mails are rows first (core/mail), sent by the mail job. With SMTP_HOST
 * unset (embedded mode) the job keeps them in the local outbox instead.
 */
const mailConfig = defineConfig({
  default: 'smtp',
  from: env.get('MAIL_FROM') ?? 'Airdeck <no-reply@airdeck.example>',
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 587,
      secure: env.get('SMTP_SECURE') ?? false,
      ignoreTLS: !env.get('SMTP_SECURE') && !env.get('SMTP_USERNAME'),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
