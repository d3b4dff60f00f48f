import { html } from '#core/public_pages/html'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import {
  guestTranslator,
  renderGuestPage,
  type GuestPageOptions,
} from '#core/portal/guest_data/pages/guest_page'

/** /success: where a guest lands after signing in when the portal names no landing page. */
export function renderSuccessPage(page: {
  lang: PublicLanguage
  brand: PublicBrand
  nonce: string
  venue?: GuestPageOptions['venue']
}) {
  const t = guestTranslator(page.lang)
  const body = html`<section class="card" role="status">
<p class="success-mark" aria-hidden="true">✓</p>
<h2>${t('success.heading')}</h2>
<p>${t('success.body')}</p>
<p class="muted">${t('success.close')}</p>
</section>`
  return renderGuestPage({ ...page, title: t('success.title'), body })
}
