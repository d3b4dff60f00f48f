import { html } from '#core/public_pages/html'
import { PROVIDER_LABELS as NAMES, type SocialProvider } from '#core/auth/social/social_providers'
import type { PortalTranslator } from '#core/portal/public/views/portal_texts'

/**
 * "Continue with Google / Microsoft / Facebook / LinkedIn": submit buttons of the main form that post it to /guest/social instead, so the
 * opt-in and terms boxes above count for them too; the provider then supplies the e-mail address and name.
 */
export function socialButtons(providers: SocialProvider[], t: PortalTranslator) {
  if (providers.length === 0) return null
  return html`<div class="social"><p class="muted or">${t('or')}</p>
${providers.map((provider) => html`<button class="button social-button" type="submit" formaction="/guest/social" formnovalidate name="provider" value="${provider}">${t('social.with', { provider: NAMES[provider] })}</button>`)}
<p class="muted">${t('social.hint', { provider: providers.map((provider) => NAMES[provider]).join(' / ') })}</p></div>`
}
