import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { sessionStore } from '@/lib/session/session-store'
import type { SelfRecord } from '@/lib/session/self-record'
import { renderWithApp } from '@/test/render'
import { seriousViolations } from '@/test/axe'
import CustomerInfoPage from './customer-info'

const self = (permissions: string[], paymentMethod: number | null = 1): SelfRecord => ({
  id: 4,
  name: 'Peeters',
  firstname: 'An',
  lang: 'en',
  is_admin: false,
  is_partner: false,
  has_groups: false,
  two_fa: false,
  has_customers: true,
  has_locations: true,
  has_user_permissions: false,
  has_portal_permissions: false,
  partner_logo: null,
  imposter_mode: false,
  default_partner: null,
  default_group: null,
  default_location: null,
  default_customer: {
    id: 2,
    payment_method: paymentMethod,
    demo_mode: false,
    type: 1,
    free_tier: false,
    permissions,
  },
})

const BEA = {
  kind: 'colleague',
  name: 'Bea Betaalt',
  email: 'bea@cafedemarkt.example',
  phone: null,
}

function fakeApi(
  permissions: string[],
  paymentMethod: number | null = 2,
  contacts: unknown[] = []
) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/customers/2')
      return {
        id: 2,
        name: 'Café De Markt',
        type: 1,
        country: 'BE',
        language: 'nl',
        city: 'Hasselt',
        default_plan: 2,
        logo_url: null,
        group: null,
        group_id: null,
        permissions,
      }
    if (path === '/customers/2/locations')
      return {
        data: [
          { id: 7, name: 'De Markt – main bar', city: 'Hasselt', status: 'live', type: 'horeca' },
        ],
        meta: { total: 1, page: 1, perPage: 25, lastPage: 1 },
      }
    if (path === '/customers/2/stripe')
      return {
        customer_id: 2,
        billing_configured: true,
        stripe_customer_id: null,
        stripe_linked: true,
        synced_at: null,
        sync_error: null,
        vat: 'BE0123456749',
        vat_verification: 'verified',
        vat_verified_name: 'CAFE DE MARKT BV',
        payment_method: paymentMethod,
        payment_method_label: paymentMethod === 2 ? 'SEPA •••• 3000' : null,
        payment_contacts: contacts,
      }
    if (path === '/customers/2/logs')
      return {
        data: [
          {
            id: 1,
            customer_id: 2,
            date: '2026-01-10',
            message: 'Signed the quote',
            created_at: '',
            user: { id: 9, firstname: 'Eva', name: 'Claes' },
          },
        ],
        meta: { total: 1, page: 1, perPage: 50, lastPage: 1 },
      }
    throw new Error(`unexpected GET ${path}`)
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStore.reset()
})

describe('customer area: info', () => {
  it('shows the own company with its locations, notes and a plain billing placeholder', async () => {
    sessionStore.signIn(self(['customer_read', 'customer_update', 'location_read']))
    fakeApi(['customer_read', 'customer_update', 'location_read'])
    renderWithApp(<CustomerInfoPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café De Markt' })
    ).toBeInTheDocument()
    expect(await screen.findByText('De Markt – main bar')).toBeInTheDocument()
    expect(await screen.findByText('Signed the quote')).toBeInTheDocument()
    const billing = await screen.findByRole('region', { name: 'Payment method' })
    expect(await within(billing).findByText('SEPA •••• 3000')).toBeInTheDocument()
    expect(within(billing).getByText('Verified')).toBeInTheDocument()
    expect(
      within(billing).getByRole('button', { name: 'Change payment method' })
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('readonly')
    expect(await seriousViolations()).toEqual([])
  })

  it('is read-only without customer_update', async () => {
    sessionStore.signIn(self(['customer_read']))
    fakeApi(['customer_read'])
    renderWithApp(<CustomerInfoPage />)
    await screen.findByRole('heading', { level: 1, name: 'Café De Markt' })
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly')
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite users' })).not.toBeInTheDocument()
  })

  it('tells a user who cannot set up the payment method whom to ask, without offering the button (issue 32)', async () => {
    sessionStore.signIn(self(['customer_read'], null))
    fakeApi(['customer_read'], null, [BEA])
    renderWithApp(<CustomerInfoPage />)
    const alert = await screen.findByRole('alert')
    await waitFor(() =>
      expect(alert).toHaveTextContent('Café De Markt is waiting for a payment method')
    )
    expect(alert).toHaveTextContent(
      'Only someone who manages billing for Café De Markt can set it up. Ask:'
    )
    expect(within(alert).getByRole('link', { name: 'bea@cafedemarkt.example' })).toHaveAttribute(
      'href',
      'mailto:bea@cafedemarkt.example'
    )
    const billing = await screen.findByRole('region', { name: 'Payment method' })
    expect(await within(billing).findByText('Not set up')).toBeInTheDocument()
    expect(
      within(billing).queryByRole('button', { name: 'Add payment method' })
    ).not.toBeInTheDocument()
  })

  it('tells a user who can set it up to do so, with the one button and no "ask someone" (issue 32)', async () => {
    const keys = ['customer_read', 'customer_update']
    sessionStore.signIn(self(keys, null))
    fakeApi(keys, null)
    renderWithApp(<CustomerInfoPage />)
    const alert = await screen.findByRole('alert')
    await waitFor(() =>
      expect(alert).toHaveTextContent('You can set it up: press “Add payment method” below')
    )
    expect(alert).not.toHaveTextContent(/Ask|provider/)
    const billing = await screen.findByRole('region', { name: 'Payment method' })
    expect(
      await within(billing).findByRole('button', { name: 'Add payment method' })
    ).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Add payment method' })).toHaveLength(1)
  })

  it('says nothing about billing when a payment method is set up', async () => {
    sessionStore.signIn(self(['customer_read']))
    fakeApi(['customer_read'])
    renderWithApp(<CustomerInfoPage />)
    await screen.findByRole('heading', { level: 1, name: 'Café De Markt' })
    expect(screen.queryByText(/is waiting for a payment method/)).not.toBeInTheDocument()
  })
})
