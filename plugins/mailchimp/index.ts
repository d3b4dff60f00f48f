import { definePlugin } from '#core/plugins/define_plugin'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import { MailchimpApi } from './client/mailchimp_api.js'
import { MAILCHIMP_CAPABILITIES, MailchimpConnection } from './connection.js'
import {
  mailchimpOptionsValidator,
  mailchimpSettingsValidator,
  type MailchimpOptions,
  type MailchimpSettings,
} from './settings.js'

/** Mailchimp Marketing API v3: guests of a portal into one audience, with tags; forgotten on data deletion (README.md). */
export default definePlugin<
  MailchimpSettings,
  IntegrationConnection<MailchimpOptions>,
  'integration'
>({
  manifest: {
    id: 'mailchimp',
    kind: 'integration',
    name: 'Mailchimp',
    scope: 'portal',
    capabilities: MAILCHIMP_CAPABILITIES,
    secretSettings: ['apiKey'],
  },
  settings: mailchimpSettingsValidator,
  options: mailchimpOptionsValidator,
  /** A static key: nothing to log in to. Core runs testConnection before saving a connection. */
  async connect(settings, deps) {
    return new MailchimpConnection(new MailchimpApi(settings, deps))
  },
})

export { subscriberHash } from './mapping/members.js'
