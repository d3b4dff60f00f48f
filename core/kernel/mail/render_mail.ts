/** The button colour of the neutral layout; a recipient's branding replaces it (core/customer_branding/mail_branding.ts). */
export const MAIL_ACCENT = '#1f6feb'
/** Where a recipient's branding puts its header image or logo, at the top of the card. */
export const MAIL_BRAND_SLOT = '<!--brand-->'

/**
 * A plain, brand-neutral mail layout: heading, paragraphs, one button.
 * Returns both HTML and text parts; every value is escaped.
 */
interface MailContent {
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footer: string
}

export function renderMail(content: MailContent) {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td>${MAIL_BRAND_SLOT}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:22px;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${content.action ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${MAIL_ACCENT};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` : ''}
<p style="font-size:12px;color:#6b7785;margin:24px 0 0">${escapeHtml(content.footer)}</p></td></tr></table></td></tr></table></body></html>`

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n')

  return { html, text }
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
