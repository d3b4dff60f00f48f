import { html } from '#core/public_pages/html'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import {
  GUEST_DATA_LINK_HOURS,
  type GuestDataKind,
} from '#core/portal/guest_data/guest_data_constants'
import type { LinkProblem } from '#core/portal/guest_data/queries/guest_data_request_queries'
import { guestTranslator, renderGuestPage } from '#core/portal/guest_data/pages/guest_page'

interface PageBase {
  lang: PublicLanguage
  brand: PublicBrand
  nonce: string
}

export interface MyDataForm {
  csrfToken: string
  email?: string
  kind?: string
  errors?: { email?: string; kind?: string }
}

/** /mydata: the address and what to do with its data; a plain POST form (no script). */
export function renderMyDataForm(page: PageBase, form: MyDataForm) {
  const t = guestTranslator(page.lang)
  const errors = form.errors ?? {}
  const choice = (kind: GuestDataKind) =>
    html`<label class="choice"><input type="radio" name="kind" value="${kind}"${form.kind === kind ? html` checked` : ''} required><span>${t(`mydata.kinds.${kind}`)}</span></label>`
  const body = html`<section class="card">
<p>${t('mydata.intro', { brand: page.brand.name })}</p>
${(errors.email || errors.kind) && html`<p class="error" role="alert">${t('mydata.errors.summary')}</p>`}
<form method="post" action="/mydata" novalidate>
<input type="hidden" name="_csrf" value="${form.csrfToken}">
<input type="hidden" name="lang" value="${page.lang}">
<div class="field">
<label for="email">${t('mydata.email')}</label>
<input id="email" name="email" type="email" value="${form.email ?? ''}" autocomplete="email" maxlength="254" required${errors.email ? html` aria-invalid="true" aria-describedby="email-error"` : ''}>
${errors.email && html`<p class="field-error" id="email-error">${errors.email}</p>`}
</div>
<fieldset${errors.kind ? html` aria-describedby="kind-error"` : ''}>
<legend>${t('mydata.kind')}</legend>
${choice('download')}
${choice('delete')}
${errors.kind && html`<p class="field-error" id="kind-error">${errors.kind}</p>`}
</fieldset>
<p><button class="button" type="submit">${t('mydata.submit')}</button></p>
</form>
<p class="muted">${t('mydata.no_enumeration', { hours: GUEST_DATA_LINK_HOURS })}</p>
</section>`
  return renderGuestPage({ ...page, title: t('mydata.title'), body })
}

/** The one answer to every request, known address or not. */
export function renderLinkSent(page: PageBase) {
  const t = guestTranslator(page.lang)
  const body = html`<section class="card" role="status">
<h2>${t('mydata.sent.title')}</h2>
<p>${t('mydata.sent.body', { hours: GUEST_DATA_LINK_HOURS })}</p>
<p class="muted">${t('mydata.sent.spam')}</p>
</section>`
  return renderGuestPage({ ...page, title: t('mydata.title'), body })
}

export function renderThrottled(page: PageBase, seconds: number) {
  const t = guestTranslator(page.lang)
  const body = html`<section class="card"><p class="error" role="alert">${t('mydata.throttled', { minutes: Math.max(1, Math.ceil(seconds / 60)) })}</p>
<p><a href="/mydata?lang=${page.lang}">${t('mydata.back')}</a></p></section>`
  return renderGuestPage({ ...page, title: t('mydata.title'), body })
}

/** The mailed link's page: one more press confirms, so a mail scanner that opens links changes nothing. */
export function renderConfirm(
  page: PageBase,
  kind: GuestDataKind,
  token: string,
  csrfToken: string
) {
  const t = guestTranslator(page.lang)
  const download = html`<fieldset>
<legend>${t('mydata.confirm.format')}</legend>
<label class="choice"><input type="radio" name="format" value="json" checked><span>JSON</span></label>
<label class="choice"><input type="radio" name="format" value="csv"><span>CSV</span></label>
</fieldset>`
  const body = html`<section class="card">
<h2>${t(`mydata.confirm.${kind}.title`)}</h2>
<p${kind === 'delete' ? html` class="warning"` : ''}>${t(`mydata.confirm.${kind}.body`)}</p>
<form method="post" action="/mydata/${kind}">
<input type="hidden" name="_csrf" value="${csrfToken}">
<input type="hidden" name="lang" value="${page.lang}">
<input type="hidden" name="token" value="${token}">
${kind === 'download' && download}
<p><button class="button" type="submit">${t(`mydata.confirm.${kind}.button`)}</button></p>
</form>
<p class="muted">${t('mydata.confirm.once')}</p>
</section>`
  return renderGuestPage({ ...page, title: t('mydata.title'), body, languageLinks: false })
}

export function renderLinkProblem(page: PageBase, problem: LinkProblem) {
  const t = guestTranslator(page.lang)
  const body = html`<section class="card" role="alert">
<h2>${t(`mydata.problems.${problem}.title`)}</h2>
<p>${t(`mydata.problems.${problem}.body`, { hours: GUEST_DATA_LINK_HOURS })}</p>
<p><a class="button" href="/mydata?lang=${page.lang}">${t('mydata.ask_again')}</a></p>
</section>`
  return renderGuestPage({ ...page, title: t('mydata.title'), body, languageLinks: false })
}

export function renderDeleted(page: PageBase) {
  const t = guestTranslator(page.lang)
  const body = html`<section class="card" role="status">
<h2>${t('mydata.deleted.title')}</h2>
<p>${t('mydata.deleted.body')}</p>
</section>`
  return renderGuestPage({ ...page, title: t('mydata.title'), body, languageLinks: false })
}
