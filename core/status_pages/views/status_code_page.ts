import { html } from '#core/public_pages/html'
import { renderPublicPage } from '#core/public_pages/public_page'
import { publicTranslator, type PublicLanguage } from '#core/public_pages/public_language'
import type { PublicBrand } from '#core/public_pages/public_brand'

/**
 * /status without a code: asks for the code printed on the venue's QR label (a plain GET form, no script).
 * Also the answer to an unknown code, with the spec's "invalid public id" above the form.
 */
export function renderStatusCodePage(options: {
  lang: PublicLanguage
  brand: PublicBrand
  nonce: string
  code?: string
  invalid?: boolean
}) {
  const t = publicTranslator(options.lang)
  const body = html`<main class="page">
<header class="page-header"><h1>${t('status.code.title')}</h1></header>
<section class="card">
<p>${t('status.code.intro')}</p>
${options.invalid && html`<p class="error" role="alert" id="code-error">${t('status.code.invalid')}</p>`}
<form method="get" action="/status">
<label for="code">${t('status.code.label')}</label>
<input id="code" name="code" value="${options.code ?? ''}" autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="200" required${options.invalid ? html` aria-invalid="true" aria-describedby="code-error"` : ''}>
<input type="hidden" name="lang" value="${options.lang}">
<p><button class="button" type="submit">${t('status.code.submit')}</button></p>
</form>
</section>
</main>`
  return renderPublicPage({
    lang: options.lang,
    title: t('status.code.title'),
    brand: options.brand,
    nonce: options.nonce,
    body,
    languageLabel: t('language'),
    footer: html`<span>${t('status.powered_by', { brand: options.brand.name })}</span>`,
  })
}

/** A code may be typed with spaces, or pasted as the whole address from the label. */
export function codeFromInput(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : ''
  const at = text.indexOf('/status/')
  const code = at >= 0 ? text.slice(at + '/status/'.length).split(/[/?#]/)[0] : text
  return code.replace(/\s+/g, '')
}
