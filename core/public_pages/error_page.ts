import type { HttpContext } from '@adonisjs/core/http'
import { html } from '#core/public_pages/html'
import { publicBrand } from '#core/public_pages/public_brand'
import { publicLanguage, publicTranslator } from '#core/public_pages/public_language'
import { newNonce, renderPublicPage, sendPublicPage } from '#core/public_pages/public_page'

/**
 * Whether an error should be answered as a page: a browser's form post or page request outside the JSON API (a guest
 * portal form hitting its rate limit, an expired form), where a JSON body would be a dead end for the visitor.
 */
export function wantsErrorPage(ctx: HttpContext) {
  return (
    !ctx.request.url().startsWith('/rest') &&
    (ctx.request.header('accept') ?? '').includes('text/html')
  )
}

/** The error's translated message on a public page, with a way back to the page the visitor came from. */
export async function sendErrorPage(ctx: HttpContext, status: number, message: string) {
  const lang = publicLanguage(ctx)
  const t = publicTranslator(lang)
  const nonce = newNonce()
  const brand = await publicBrand(ctx.request.hostname()).catch(() => publicBrand(null))
  const back = sameSiteReferrer(ctx) ?? '/'
  const body = html`<main class="card"><h1>${t('error.title')}</h1><p role="alert">${message}</p><p><a href="${back}">${t('error.back')}</a></p></main>`
  return sendPublicPage(
    ctx,
    renderPublicPage({ lang, title: t('error.title'), brand, nonce, body }),
    nonce,
    status
  )
}

/** The path of the page that sent the visitor here, when it is on this host; never another site's address. */
function sameSiteReferrer(ctx: HttpContext) {
  const referrer = ctx.request.header('referer')
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    return url.host === ctx.request.host() ? url.pathname + url.search : null
  } catch {
    return null
  }
}
