import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { sessionStore } from '@/lib/session/session-store'
import type { SelfRecord } from '@/lib/session/self-record'
import { renderWithApp } from '@/test/render'
import { seriousViolations } from '@/test/axe'
import CustomerInfoPage from './customer-info'

const self = (permissions: string[], paymentMethod: number | null = 1): SelfRecord => ({
  id: 4, name: 'Peeters', firstname: 'An', lang: 'en', is_admin: false, is_partner: false, has_groups: false, two_fa: false,
  has_customers: true, has_locations: true, has_user_permissions: false, has_portal_permissions: false, partner_logo: null,
  imposter_mode: false, default_partner: null, default_group: null, default_location: null,
  default_customer: { id: 2, payment_method: paymentMethod, demo_mode: false, type: 1, free_tier: false, permissions },
})

function fakeApi(permissions: string[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/customers/2') return { id: 2, name: 'Café De Markt', type: 1, country: 'BE', language: 'nl', city: 'Hasselt', default_plan: 2, logo_url: null, group: null, group_id: null, permissions }
    if (path === '/customers/2/locations') return { data: [{ id: 7, name: 'De Markt – main bar', city: 'Hasselt', status: 'live', type: 'horeca' }], meta: { total: 1, page: 1, perPage: 25, lastPage: 1 } }
    if (path === '/customers/2/stripe') return { customer_id: 2, billing_configured: true, stripe_customer_id: null, stripe_linked: true, synced_at: null, sync_error: null, vat: 'BE0123456749', vat_verification: 'verified', vat_verified_name: 'CAFE DE MARKT BV', payment_method: 2, payment_method_label: 'SEPA •••• 3000' }
    if (path === '/customers/2/logs') return { data: [{ id: 1, customer_id: 2, date: '2026-01-10', message: 'Signed the quote', created_at: '', user: { id: 9, firstname: 'Eva', name: 'Claes' } }], meta: { total: 1, page: 1, perPage: 50, lastPage: 1 } }
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Café De Markt' })).toBeInTheDocument()
    expect(await screen.findByText('De Markt – main bar')).toBeInTheDocument()
    expect(await screen.findByText('Signed the quote')).toBeInTheDocument()
    const billing = await screen.findByRole('region', { name: 'Payment method' })
    expect(await within(billing).findByText('SEPA •••• 3000')).toBeInTheDocument()
    expect(within(billing).getByText('Verified')).toBeInTheDocument()
    expect(within(billing).getByRole('button', { name: 'Change payment method' })).toBeInTheDocument()
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

  it('tells a user of a company without a payment method why they landed here and who can fix it', async () => {
    sessionStore.signIn(self(['customer_read'], null))
    fakeApi(['customer_read'])
    renderWithApp(<CustomerInfoPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your account is waiting for a payment method')
    expect(alert).toHaveTextContent('Your provider sets up the payment method')
    await waitFor(() => expect(alert).toHaveTextContent('complete billing for Café De Markt'))
  })

  it('says nothing about billing when a payment method is set up', async () => {
    sessionStore.signIn(self(['customer_read']))
    fakeApi(['customer_read'])
    renderWithApp(<CustomerInfoPage />)
    await screen.findByRole('heading', { level: 1, name: 'Café De Markt' })
    expect(screen.queryByText('Your account is waiting for a payment method')).not.toBeInTheDocument()
  })
})
