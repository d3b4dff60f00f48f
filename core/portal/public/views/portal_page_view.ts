import { html, safeHref, type SafeHtml } from '#core/public_pages/html'
import { renderPublicPage } from '#core/public_pages/public_page'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicLanguage } from '#core/public_pages/public_language'
import { GUEST_FIELDS, type GuestField, type PortalSettings } from '#core/portal/portal_settings'
import type { PortalState } from '#core/portal/public/portal_state'
import { visitRecord, type GuestVisit } from '#core/portal/sign_in/guest_visit'
import type { GuestInput } from '#core/portal/sign_in/actions/check_guest_input'
import { portalTranslator, type PortalTranslator } from '#core/portal/public/views/portal_texts'
import { PORTAL_STYLES } from '#core/portal/public/views/portal_styles'
import { PORTAL_FORM_SCRIPT } from '#core/portal/public/views/portal_scripts'
import { pageLook, portalFooter } from '#core/portal/public/views/portal_shell'
import { socialButtons } from '#core/portal/public/views/portal_social_buttons'
import type { SocialProvider } from '#core/auth/social/social_providers'

export interface PortalPageModel {
  lang: PublicLanguage
  nonce: string
  brand: PublicBrand
  publicId: string
  venueName: string
  settings: PortalSettings
  state: PortalState
  logoUrl: string | null
  backgroundUrl: string | null
  /** The device, from the controller's redirect; null on a preview. */
  visit: GuestVisit | null
  /** The address of this page in another language (keeps the redirect's parameters); null: no language links. */
  languageUrl: ((lang: PublicLanguage) => string) | null
  values?: GuestInput & { mode?: string }
  /** Field → translated problem, after a refused post. */
  errors?: Record<string, string>
  message?: string | null
  sample?: boolean
  /** The designer's preview: the same page, without script or working form. */
  preview?: boolean
  /** Google/Microsoft buttons of the main form (core/portal/public/social). */
  socialProviders?: SocialProvider[]
  /** The portal's analytics loaders (views/portal_analytics.ts); never on a preview. */
  analyticsScript?: string
  /** The browser carries the portal's returning-guest cookie of a known guest: offer the one-tap sign-in. */
  welcomeBack?: boolean
}

const INPUT_TYPES: Record<GuestField, { type: string; autocomplete: string; max: number }> = {
  email: { type: 'email', autocomplete: 'email', max: 254 },
  firstname: { type: 'text', autocomplete: 'given-name', max: 100 },
  lastname: { type: 'text', autocomplete: 'family-name', max: 100 },
  phone: { type: 'tel', autocomplete: 'tel', max: 40 },
}

/** Problems are shown on the form that was posted (the page has up to three), never on the others. */
function errorOf(model: PortalPageModel, field: string, mode: string) {
  const message = (model.values?.mode ?? 'form') === mode ? model.errors?.[field] : undefined
  return message ? html`<p class="field-error" id="${mode}-${field}-error">${message}</p>` : null
}

function input(model: PortalPageModel, t: PortalTranslator, mode: string, field: string, options: { type: string; autocomplete: string; max: number; required: boolean; value?: string | null }) {
  const error = errorOf(model, field, mode)
  const id = `${mode}-${field}`
  return html`<div class="field"><label for="${id}">${t(`fields.${field}`)}${!options.required && html` <small>(${t('optional')})</small>`}</label>
<input id="${id}" name="${field}" type="${options.type}" autocomplete="${options.autocomplete}" maxlength="${options.max}"${options.required ? html` required` : ''}${options.value ? html` value="${options.value}"` : ''}${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${error}</div>`
}

/**
 * The hidden fields every form of the page carries: which portal, which language, where the device is, and the page
 * itself (`back`), so that the page shown again after a refusal still offers the other languages.
 */
function hiddenFields(model: PortalPageModel, mode: string) {
  const visit = model.visit ? visitRecord(model.visit) : {}
  return html`<input type="hidden" name="portal" value="${model.publicId}"><input type="hidden" name="language" value="${model.lang}"><input type="hidden" name="mode" value="${mode}">${model.languageUrl && html`<input type="hidden" name="back" value="${model.languageUrl(model.lang)}">`}${model.sample && html`<input type="hidden" name="sample" value="1">`}${Object.entries(visit).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`
}

function mainForm(model: PortalPageModel, t: PortalTranslator) {
  const { settings } = model
  const values = model.values?.mode === 'form' || !model.values?.mode ? (model.values ?? {}) : {}
  const texts = settings.texts[model.lang]
  const fields = GUEST_FIELDS.filter((field) => settings.fields[field] !== 'off').map((field) =>
    input(model, t, 'form', field, { ...INPUT_TYPES[field], required: settings.fields[field] === 'required', value: values[field] ?? null })
  )
  const optInError = errorOf(model, 'optIn', 'form')
  const termsError = errorOf(model, 'terms', 'form')
  return html`<form method="post" action="/guest/connect" data-enhance="${model.publicId}" novalidate>
${hiddenFields(model, 'form')}
${fields}
${settings.passwordRequired && input(model, t, 'form', 'password', { type: 'password', autocomplete: 'off', max: 200, required: true })}
<label class="check"><input type="checkbox" name="optIn" value="true"${settings.forceOptIn ? html` required` : ''}${values.optIn ? html` checked` : ''}${optInError ? html` aria-invalid="true" aria-describedby="form-optIn-error"` : ''}><span>${t('opt_in')}</span></label>${optInError}
<label class="check"><input type="checkbox" name="terms" value="true" required${values.terms ? html` checked` : ''}${termsError ? html` aria-invalid="true" aria-describedby="form-terms-error"` : ''}><span>${t('terms_accept')}</span></label>${termsError}
<button class="button" type="submit" data-busy="${t('connecting.title')}">${texts.button || t('connect')}</button>
${socialButtons(model.socialProviders ?? [], t)}
</form>`
}

function returningForm(model: PortalPageModel, t: PortalTranslator) {
  const open = model.values?.mode === 'returning'
  return html`<details${open ? html` open` : ''}><summary>${t('returning.title')}</summary>
<form method="post" action="/guest/connect" data-enhance="${model.publicId}" novalidate>${hiddenFields(model, 'returning')}
<p class="muted">${t('returning.text')}</p>
${input(model, t, 'returning', 'email', { ...INPUT_TYPES.email, required: true, value: open ? model.values?.email : null })}
${model.settings.passwordRequired && input(model, t, 'returning', 'password', { type: 'password', autocomplete: 'off', max: 200, required: true })}
<button class="button" type="submit" data-busy="${t('connecting.title')}">${t('returning.button')}</button></form></details>`
}

/** One tap for a guest the portal's cookie recognised: nothing to fill in again, whatever MAC the phone shows today. */
function welcomeBackForm(model: PortalPageModel, t: PortalTranslator) {
  return html`<form method="post" action="/guest/connect" class="welcome-back">${hiddenFields(model, 'returning')}
<p><strong>${t('welcome_back.title')}</strong> ${t('welcome_back.text')}</p>
${model.settings.passwordRequired && input(model, t, 'returning', 'password', { type: 'password', autocomplete: 'off', max: 200, required: true })}
<button class="button" type="submit" data-busy="${t('connecting.title')}">${t('welcome_back.button')}</button></form>
<p class="muted">${t('welcome_back.not_you')}</p>`
}

function voucherForm(model: PortalPageModel, t: PortalTranslator, only: boolean) {
  const open = only || model.values?.mode === 'voucher'
  const form = html`<form method="post" action="/guest/connect" data-enhance="${model.publicId}" novalidate>${hiddenFields(model, 'voucher')}
<p class="muted">${t('voucher.text')}</p>
${input(model, t, 'voucher', 'voucher', { type: 'text', autocomplete: 'off', max: 40, required: true, value: open ? model.values?.voucher : null })}
<button class="button" type="submit" data-busy="${t('connecting.title')}">${t('voucher.button')}</button></form>`
  return only ? form : html`<details${open ? html` open` : ''}><summary>${t('voucher.title')}</summary>${form}</details>`
}

function links(model: PortalPageModel, t: PortalTranslator) {
  const privacy = safeHref(model.settings.privacyUrl)
  return html`<p class="links"><a href="/terms-and-conditions?portal=${model.publicId}&amp;lang=${model.lang}">${t('terms_link')}</a>${privacy && html`<a href="${privacy}" rel="noopener noreferrer">${t('privacy_link')}</a>`}<a href="/mydata?lang=${model.lang}">${t('my_data_link')}</a></p>`
}

/**
 * The guest portal's public page: the venue's logo, name and text in the guest's language, then the sign-in form the
 * published settings ask for (or only the voucher form when the portal asks nothing else), the returning-guest and
 * voucher shortcuts, and the links to the terms, privacy policy and /mydata. Offline states show the offline text.
 * Complete without JavaScript; every designer and guest text is escaped by the `html` tag.
 */
export function renderPortalPage(model: PortalPageModel): string {
  const t = portalTranslator(model.lang)
  const texts = model.settings.texts[model.lang]
  const enabled = model.state === 'enabled'
  const asksAnything = GUEST_FIELDS.some((field) => model.settings.fields[field] !== 'off')
  let content: SafeHtml
  if (!enabled) {
    content = html`<p class="body-text" role="status">${texts.offline || t(`errors.offline`)}</p><p class="muted">${t(`offline.${model.state === 'unavailable' ? 'offline' : model.state}`)}</p>`
  } else {
    const voucherOnly = model.settings.vouchersEnabled && !asksAnything && !model.settings.passwordRequired
    content = html`<p class="body-text">${texts.body}</p>
${model.message && html`<p class="banner error" role="alert">${model.message}</p>`}
${model.welcomeBack && !model.preview && welcomeBackForm(model, t)}
${voucherOnly ? voucherForm(model, t, true) : mainForm(model, t)}
${!voucherOnly && model.settings.fields.email !== 'off' && GUEST_FIELDS.some((field) => field !== 'email' && model.settings.fields[field] !== 'off') && returningForm(model, t)}
${!voucherOnly && model.settings.vouchersEnabled && voucherForm(model, t, false)}`
  }
  const body = html`<main class="page">
<header class="page-header">${model.logoUrl && html`<img src="${model.logoUrl}" alt="">`}<h1>${model.venueName}</h1></header>
${model.sample && html`<p class="banner" role="note">${t('sample.banner')}</p>`}
<section class="card">${content}${links(model, t)}</section>
</main>`
  return renderPublicPage({
    lang: model.lang,
    title: `${model.venueName} – ${t('title')}`,
    brand: model.brand,
    nonce: model.nonce,
    body,
    styles: pageLook(model.settings, model.backgroundUrl) + PORTAL_STYLES,
    script: [model.preview ? '' : (model.analyticsScript ?? ''), enabled && !model.preview ? PORTAL_FORM_SCRIPT : ''].filter(Boolean).join('\n') || undefined,
    data: { lang: model.lang },
    footer: portalFooter(t, model.brand, model.lang, model.preview ? null : model.languageUrl),
  })
}
