/**
 * The hosted pages Stripe serves to people (not to the SDK): Checkout (the "complete" button sets up a card or a
 * SEPA mandate and redirects to success_url), the billing portal, the hosted invoice page (pay by card) and its PDF.
 */
import type { SimRequest, SimResponse } from '#core/plugins/simulator_kit/sim_http'
import { completeCheckout, createPaymentMethod, type PaymentMethodType } from './checkout.js'
import { StripeSimError } from './errors.js'
import { payInvoice } from './invoice_states.js'
import type { StripeObject, StripeStore } from './store.js'

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!
  )
const euro = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`

function page(title: string, body: string, lang = 'en'): SimResponse {
  const html = `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`
  return { status: 200, body: html, contentType: 'text/html; charset=utf-8' }
}

const notFound = (): SimResponse => ({
  status: 404,
  body: 'Not found',
  contentType: 'text/plain; charset=utf-8',
})
const redirect = (location: string): SimResponse => ({
  status: 303,
  headers: { location },
  body: '',
})

export function hostedPage(store: StripeStore, request: SimRequest): SimResponse | undefined {
  const [, kind, sub, id, action] =
    /^\/(c|p|invoice)\/(?:(pay|session)\/)?([A-Za-z0-9_]+)(?:\/(pdf|pay))?$/.exec(request.path) ??
    []
  if (!kind) return undefined
  const found = store.find(id)
  try {
    if (kind === 'c' && sub === 'pay' && found?.object === 'checkout.session')
      return checkoutPage(store, found, request)
    if (kind === 'p' && sub === 'session' && found?.object === 'billing_portal.session')
      return portalPage(store, found)
    if (kind === 'invoice' && !sub && found?.object === 'invoice' && found.status !== 'draft')
      return invoicePage(store, found, request, action)
  } catch (error) {
    if (error instanceof StripeSimError)
      return {
        ...page('Error', `<p role="alert">${escape(error.message)}</p>`),
        status: error.status,
      }
    throw error
  }
  return notFound()
}

function checkoutPage(store: StripeStore, session: StripeObject, request: SimRequest): SimResponse {
  if (request.method === 'POST') {
    const method = (
      request.body?.payment_method_type === 'sepa_debit' ? 'sepa_debit' : 'card'
    ) as PaymentMethodType
    return redirect(
      completeCheckout(store, session.id, method, { failing: request.body?.failing === 'true' })
        .redirectUrl
    )
  }
  if (session.status !== 'open' || session.expires_at <= store.now())
    return page(
      'Checkout',
      `<p>This session is no longer available (${escape(session.status)}).</p>`
    )
  const customer = session.customer ? store.find(session.customer) : null
  const options = session.payment_method_types
    .map(
      (type: string, index: number) =>
        `<label><input type="radio" name="payment_method_type" value="${escape(type)}"${index === 0 ? ' checked' : ''}> ${type === 'card' ? 'Card •••• 4242' : 'SEPA Direct Debit •••• 3000'}</label>`
    )
    .join('<br>')
  const body = `<p>Set up a payment method${customer ? ` for ${escape(customer.name ?? customer.email)}` : ''}.</p>
<form method="post">${options}<br><button type="submit">Complete</button></form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel</a></p>` : ''}`
  return page('Checkout', body, session.locale ?? 'en')
}

function portalPage(store: StripeStore, session: StripeObject): SimResponse {
  const customer = store.get('customer', session.customer)
  const methods = store.all('payment_method').filter((method) => method.customer === customer.id)
  const invoices = store
    .all('invoice')
    .filter((invoice) => invoice.customer === customer.id && invoice.status !== 'draft')
  const subscriptions = store
    .all('subscription')
    .filter((subscription) => subscription.customer === customer.id)
  const isDefault = (id: string) =>
    customer.invoice_settings.default_payment_method === id ? ' (default)' : ''
  const body = `<p>${escape(customer.name ?? customer.email ?? customer.id)}</p>
<h2>Payment methods</h2><ul>${methods.map((method) => `<li>${escape(method.type)} •••• ${escape(method[method.type].last4)}${isDefault(method.id)}</li>`).join('')}</ul>
<h2>Subscriptions</h2><ul>${subscriptions.map((subscription) => `<li>${escape(subscription.id)}: ${escape(subscription.status)}${subscription.cancel_at_period_end ? ' (cancels at period end)' : ''}</li>`).join('')}</ul>
<h2>Invoices</h2><ul>${invoices.map((invoice) => `<li><a href="${escape(invoice.hosted_invoice_url)}">${escape(invoice.number)}</a> ${euro(invoice.total, invoice.currency)} ${escape(invoice.status)}</li>`).join('')}</ul>
${session.return_url ? `<p><a href="${escape(session.return_url)}">Return</a></p>` : ''}`
  return page('Billing', body, session.locale ?? customer.preferred_locales[0] ?? 'en')
}

function invoicePage(
  store: StripeStore,
  invoice: StripeObject,
  request: SimRequest,
  action: string | undefined
): SimResponse {
  if (action === 'pdf')
    return { status: 200, body: invoicePdf(invoice), contentType: 'application/pdf' }
  if (action === 'pay' && request.method === 'POST') {
    const paymentMethod = createPaymentMethod(
      store,
      'card',
      invoice.customer,
      request.body?.failing === 'true'
    )
    payInvoice(store, invoice, { paymentMethod: paymentMethod.id })
    return redirect(invoice.hosted_invoice_url)
  }
  if (action) return notFound()
  const lines = invoice.lines.data
    .map(
      (line: any) =>
        `<tr><td>${escape(line.description)}</td><td>${euro(line.amount, line.currency)}</td></tr>`
    )
    .join('')
  const payable = ['open', 'uncollectible'].includes(invoice.status)
  const body = `<p>Invoice ${escape(invoice.number)} — ${escape(invoice.status)}</p><table>${lines}</table>
<p>Amount due: ${euro(invoice.amount_due, invoice.currency)}</p>
${payable ? `<form method="post" action="/invoice/${escape(invoice.id)}/pay"><button type="submit">Pay</button></form>` : ''}
<p><a href="${escape(invoice.invoice_pdf)}">Download PDF</a></p>`
  return page(`Invoice ${invoice.number}`, body)
}

/** A one-page PDF with the invoice's number and amounts (valid enough for viewers and downloads). */
function invoicePdf(invoice: StripeObject): string {
  const text = (value: string) =>
    value.replace(/[()\\]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?')
  const lines = [
    `Invoice ${invoice.number}`,
    `Status: ${invoice.status}`,
    `Total: ${euro(invoice.total, invoice.currency)}`,
    `Amount due: ${euro(invoice.amount_due, invoice.currency)}`,
  ]
  const stream = `BT /F1 14 Tf 72 760 Td ${lines.map((line, index) => `${index ? '0 -22 Td ' : ''}(${text(line)}) Tj`).join(' ')} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}
