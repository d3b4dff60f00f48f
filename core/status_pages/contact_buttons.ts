import type { ButtonKind, ContactButton } from '#core/status_pages/status_page_config'

/** Phone numbers as people type them: spaces, dots, dashes, slashes and brackets are dropped. */
export function compactPhone(value: string) {
  return value.replace(/[\s().\/-]/g, '')
}

const INTERNATIONAL = /^(?:\+|00)[1-9]\d{7,14}$/
const NATIONAL = /^0\d{6,13}$/
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/

/** The rule (validator.json) a button's value breaks, or null. WhatsApp needs the international form. */
export function contactValueProblem(
  kind: ButtonKind,
  value: string
): 'phone' | 'email' | 'url' | null {
  if (kind === 'call')
    return INTERNATIONAL.test(compactPhone(value)) || NATIONAL.test(compactPhone(value))
      ? null
      : 'phone'
  if (kind === 'whatsapp') return INTERNATIONAL.test(compactPhone(value)) ? null : 'phone'
  if (kind === 'mail') return EMAIL.test(value) && value.length <= 254 ? null : 'email'
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? null
      : 'url'
  } catch {
    return 'url'
  }
}

/** Where a button leads: a call, a mail, a WhatsApp chat or the ticket form. */
export function contactHref(button: Pick<ContactButton, 'kind' | 'value'>) {
  switch (button.kind) {
    case 'call':
      return `tel:${compactPhone(button.value).replace(/^00/, '+')}`
    case 'mail':
      return `mailto:${button.value}`
    case 'whatsapp':
      return `https://wa.me/${compactPhone(button.value).replace(/^(\+|00)/, '')}`
    case 'ticket':
      return button.value
  }
}
