import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { html, trustedHtml, type SafeHtml } from '#core/public_pages/html'
import { PUBLIC_LANGUAGES, type PublicLanguage } from '#core/public_pages/public_language'
import type { PublicBrand } from '#core/public_pages/public_brand'
import { PUBLIC_BASE_STYLES } from '#core/public_pages/public_styles'

/**
 * The shell of the light public pages (status page; the guest portal and tenant page reuse it): server-rendered
 * HTML that works without JavaScript, in the brand's colour and the visitor's language, with all CSS inline and at
 * most one small inline script, both allowed by a per-answer nonce and nothing else (strict CSP).
 *
 * Usage: build the body with the `html` tag (core/public_pages/html.ts, which escapes every value), then
 * `sendPublicPage(ctx, renderPublicPage({ ... }), nonce)`. Keep a page under 60 KB: no fonts, no images but a logo.
 */
export interface PublicPageOptions {
  lang: PublicLanguage
  title: string
  brand: PublicBrand
  nonce: string
  body: SafeHtml
  /** Page-specific CSS and script: constants of the page's module, never built from input. */
  styles?: string
  script?: string
  /** data-* attributes on <body> for the script (escaped like any value). */
  data?: Record<string, string | number | null>
  /** Language links in the footer (`?lang=xx` on the current path), named by this label for screen readers. */
  languageLabel?: string
  footer?: SafeHtml
}

export function newNonce() {
  return randomBytes(16).toString('base64')
}

export function renderPublicPage(options: PublicPageOptions): string {
  const { lang, brand, nonce } = options
  const data = Object.entries(options.data ?? {})
    .filter(([, value]) => value !== null)
    .map(([name, value]) => html` data-${name.replace(/[^a-z0-9-]/g, '')}="${value}"`)
  const languages =
    options.languageLabel &&
    html`<nav class="languages" aria-label="${options.languageLabel}">${PUBLIC_LANGUAGES.map(
      (code) =>
        code === lang
          ? html`<span aria-current="true">${code.toUpperCase()}</span>`
          : html`<a href="?lang=${code}" hreflang="${code}" lang="${code}">${code.toUpperCase()}</a>`
    )}</nav>`
  const page = html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="${brand.color}">
<title>${options.title}</title>
<style nonce="${nonce}">:root{--brand:${brand.color};--on-brand:${brand.onColor}}${trustedHtml(PUBLIC_BASE_STYLES + (options.styles ?? ''))}</style>
</head>
<body${data}>
${options.body}
<footer class="page-footer">${options.footer}${languages}</footer>
${options.script ? html`<script nonce="${nonce}">${trustedHtml(options.script)}</script>` : ''}
</body>
</html>
`
  return page.value
}

/** Hosts one page may load from beyond its own (a portal's analytics tags): constants, never input. */
export interface ExtraSources {
  script?: string[]
  img?: string[]
  connect?: string[]
}

/**
 * Answers a rendered page with the headers every public page carries: a CSP that allows only this answer's inline
 * style and script, no framing, no referrer (the page's URL is its secret), never cached.
 */
export function sendPublicPage(
  ctx: HttpContext,
  page: string,
  nonce: string,
  status = 200,
  options: { formAction?: string[]; sources?: ExtraSources } = {}
) {
  const { response } = ctx
  // A form's target and every redirect after it must be allowed here: the guest portal posts to a venue's router, or
  // lands on the venue's own site after signing in (origins only, never built from unchecked input).
  const formAction = ["'self'", ...(options.formAction ?? [])].join(' ')
  const extra = (kind: keyof ExtraSources) =>
    options.sources?.[kind]?.length ? ` ${options.sources[kind]!.join(' ')}` : ''
  response.header(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'${extra('script')}; img-src 'self' data:${extra('img')}; connect-src 'self'${extra('connect')}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`
  )
  response.header('content-type', 'text/html; charset=utf-8')
  response.header('cache-control', 'no-store')
  response.header('referrer-policy', 'no-referrer')
  response.header('x-content-type-options', 'nosniff')
  response.status(status)
  return response.send(page)
}
