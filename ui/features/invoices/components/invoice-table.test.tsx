import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18next } from '@/lib/i18n/i18n'
import nl from '@/locales/nl/index'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { InvoiceTable } from './invoice-table'

const BASE = {
  status: 'unpaid',
  stripe_status: 'open',
  customer: { id: 7, name: 'Café Brussel' },
  amount_paid: 0,
  currency: 'eur',
  due_date: '2026-12-12T00:00:00.000Z',
  created: '2026-11-28T10:00:00.000Z',
  paid_at: null,
  paid_out_of_band: false,
  hosted_invoice_url: null,
  invoice_pdf: null,
  stripe_invoice_id: null,
}
const BELGIAN = {
  ...BASE,
  id: 1,
  number: 'AB-0001',
  subtotal: 14900,
  tax: 3129,
  total: 18029,
  amount_due: 18029,
  reverse_charge: false,
  vat_mention: null,
  lines: [
    { description: 'Installation', quantity: 1, amount: 14900, tax_rate: 21, tax_amount: 3129 },
  ],
}
const DUTCH = {
  ...BASE,
  id: 2,
  number: 'CD-0001',
  subtotal: 14900,
  tax: 0,
  total: 14900,
  amount_due: 14900,
  reverse_charge: true,
  vat_mention: 'Reverse charge – Article 196 of Council Directive 2006/112/EC',
  lines: [{ description: 'Installation', quantity: 1, amount: 14900, tax_rate: 0, tax_amount: 0 }],
}

function serve() {
  return fakeRest({
    'GET /customers/7/invoices': () =>
      jsonResponse(200, {
        data: [BELGIAN, DUTCH],
        meta: { total: 2, page: 1, perPage: 25, lastPage: 1 },
      }),
  })
}

describe('invoice table: VAT (issue 32)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    // Files share their worker's i18next: the Dutch texts leave with this test.
    for (const namespace of Object.keys(nl)) i18next.removeResourceBundle('nl', namespace)
  })

  it('shows each invoice excl. VAT, its VAT with the rate, and the total; reverse charge is named', async () => {
    serve()
    renderWithApp(<InvoiceTable customerId={7} />)
    const belgian = within(await screen.findByRole('row', { name: /AB-0001/ }))
    expect(belgian.getByText('€ 149,00')).toBeInTheDocument()
    expect(belgian.getByText('€ 31,29')).toBeInTheDocument()
    expect(belgian.getByText('21 %')).toBeInTheDocument()
    expect(belgian.getByText('€ 180,29')).toBeInTheDocument()
    const dutch = within(screen.getByRole('row', { name: /CD-0001/ }))
    expect(dutch.getByText('Reverse charge')).toBeInTheDocument()
    expect(dutch.getByText('€ 0,00')).toBeInTheDocument()
  })

  it('opens the lines with the rate per line and the legal mention of the reverse charge', async () => {
    serve()
    renderWithApp(<InvoiceTable customerId={7} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Lines of invoice CD-0001' }))
    const lines = within(screen.getByRole('table', { name: 'Lines of invoice CD-0001' }))
    expect(
      lines.getByRole('row', { name: /Installation\s1\s€\s149,00\s0\s%\s€\s0,00/ })
    ).toBeInTheDocument()
    expect(screen.getByText(/Article 196 of Council Directive 2006\/112\/EC/)).toBeInTheDocument()
    expect(screen.getByText(/149,00 excl\. VAT \+ €\s0,00 VAT = €\s149,00/)).toBeInTheDocument()
  })

  it('speaks Dutch: excl. btw, btw 21 %, verlegging van heffing', async () => {
    for (const [namespace, resources] of Object.entries(nl))
      i18next.addResourceBundle('nl', namespace, resources, true, true)
    await i18next.changeLanguage('nl')
    serve()
    renderWithApp(<InvoiceTable customerId={7} />)
    expect(await screen.findByRole('columnheader', { name: 'Excl. btw' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('row', { name: /CD-0001/ })).getByText('Btw verlegd')
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Regels van factuur AB-0001' }))
    expect(
      within(screen.getByRole('table', { name: 'Regels van factuur AB-0001' })).getByText('21 %')
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Regels van factuur CD-0001' }))
    expect(screen.getByText(/Verlegging van heffing – artikel 196/)).toBeInTheDocument()
  })
})
