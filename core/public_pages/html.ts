/**
 * Markup that is already safe to put in a page: built by `html`, or produced by a library we trust (a QR code's SVG).
 * Anything else that reaches a template is text and gets escaped.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString() {
    return this.value
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text for an element body or a quoted attribute value. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char])
}

/** Markup we did not build with `html` but vouch for; never for text that came from a person. */
export function trustedHtml(markup: string) {
  return new SafeHtml(markup)
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(value)
}

/**
 * The template tag of every public page: each interpolated value is escaped unless it is SafeHtml (a fragment built
 * with this same tag). Lists render item by item; null, undefined and false render nothing, so
 * `${cond && html`…`}` reads naturally.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1]
  return new SafeHtml(out)
}

/** Links we put on public pages: phone, mail and web addresses only (never javascript: or data:). */
export function safeHref(href: string): string | null {
  return /^(tel:|mailto:|https?:\/\/)/i.test(href) ? href : null
}
