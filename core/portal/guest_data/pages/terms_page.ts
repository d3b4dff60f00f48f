import { html } from '#core/public_pages/html'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import { guestTranslator, renderGuestPage } from '#core/portal/guest_data/pages/guest_page'

/** The sections of the guest terms, in order (resources/lang/<lang>/guest_access.json `terms.sections`). */
const SECTIONS = ['service', 'use', 'data', 'availability', 'liability', 'changes'] as const

/** /terms-and-conditions: the platform's terms for guests of the venues' WiFi, in the brand that serves the host. */
export function renderTermsPage(page: { lang: PublicLanguage; brand: PublicBrand; nonce: string }) {
  const t = guestTranslator(page.lang)
  const data = { brand: page.brand.name }
  const body = html`<section class="card terms">
<p>${t('terms.intro', data)}</p>
${SECTIONS.map(
  (section) => html`<h2>${t(`terms.sections.${section}.title`)}</h2>
<p>${t(`terms.sections.${section}.body`, data)}</p>`
)}
<p><a href="/mydata?lang=${page.lang}">${t('terms.mydata_link')}</a></p>
<p class="muted">${t('terms.updated')}</p>
</section>`
  return renderGuestPage({ ...page, title: t('terms.title'), body })
}
