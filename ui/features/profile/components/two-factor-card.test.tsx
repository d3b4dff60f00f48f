import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { SessionsCard } from './sessions-card'
import { TwoFactorCard } from './two-factor-card'

const codes = Array.from({ length: 10 }, (_, index) => `code${index}aaaaa-bbbbbbbbbb`)

afterEach(() => vi.restoreAllMocks())

describe('profile security', () => {
  it('sets up an authenticator with the QR code, refuses a landline for SMS, and shows the recovery codes once', async () => {
    let state = 'not_set_up'
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/secure/two-factor-authentication') {
        return {
          state,
          method: state === 'not_set_up' ? null : 'totp',
          phone: null,
          recovery_codes_left: state === 'enabled' ? 10 : 0,
          setup_required: false,
          methods: ['totp', 'email', 'sms'],
        }
      }
      if (path === '/secure/two-factor-qr-code')
        return {
          svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          url: 'otpauth://totp/x',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }
      throw new Error(`unexpected GET ${path}`)
    })
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string, body: any) => {
      if (path === '/secure/two-factor-authentication' && body.method === 'sms') {
        throw new ApiError(422, {
          code: 'E_SMS_NEEDS_MOBILE',
          errors: [{ field: 'phone', rule: 'mobile', message: 'server text' }],
        })
      }
      if (path === '/secure/two-factor-authentication') {
        state = 'pending'
        return { method: 'totp', status: 'pending', sent_to: null }
      }
      if (path === '/secure/confirmed-two-factor-authentication') {
        state = 'enabled'
        return { method: 'totp', recovery_codes: codes }
      }
      throw new Error(`unexpected POST ${path}`)
    })
    renderWithApp(<TwoFactorCard />)

    await userEvent.click(await screen.findByLabelText(/Code by text message/))
    await userEvent.type(screen.getByLabelText(/Mobile number/), '02 555 12 34')
    await userEvent.click(screen.getByRole('button', { name: 'Set up' }))
    expect(await screen.findByText(/no landline/)).toBeInTheDocument()

    await userEvent.click(screen.getByLabelText(/Authenticator app/))
    await userEvent.click(screen.getByRole('button', { name: 'Set up' }))
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' })
    ).toBeInTheDocument()
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText(/^Code/), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findAllByText(/^code\d/)).toHaveLength(10)
    expect(screen.getByText(/shown only now/)).toBeInTheDocument()
    expect(post).toHaveBeenCalledWith(
      '/secure/confirmed-two-factor-authentication',
      { code: '123456' },
      expect.anything()
    )

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }))
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument()
    expect(screen.queryByText(/^code0/)).not.toBeInTheDocument()
  }, 20_000)

  it('lists sessions and sign-ins and ends another session', async () => {
    const sessions = [
      {
        id: 'a',
        current: true,
        browser: 'Chrome 131',
        os: 'Windows',
        device: 'desktop',
        ip: '203.0.113.1',
        signed_in_at: null,
        last_seen_at: '2026-11-25T10:00:00.000Z',
      },
      {
        id: 'b',
        current: false,
        browser: 'Firefox 128',
        os: 'Android',
        device: 'mobile',
        ip: '198.51.100.7',
        signed_in_at: null,
        last_seen_at: '2026-11-24T10:00:00.000Z',
      },
    ]
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/self/sessions') return { data: sessions }
      if (path === '/self/sign-ins')
        return {
          data: [
            {
              at: '2026-11-25T09:00:00.000Z',
              result: 'login_failed',
              browser: null,
              os: null,
              device: 'unknown',
              ip: '192.0.2.5',
            },
          ],
        }
      throw new Error(`unexpected GET ${path}`)
    })
    const del = vi.spyOn(api, 'delete').mockImplementation(async () => {
      sessions.splice(1, 1)
    })
    renderWithApp(<SessionsCard />)
    expect(await screen.findByText('Firefox 128 · Android')).toBeInTheDocument()
    expect(screen.getByText('This device')).toBeInTheDocument()
    expect(screen.getByText('Wrong password')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(del).toHaveBeenCalledWith('/self/sessions/b')
    await waitFor(() => expect(screen.queryByText('Firefox 128 · Android')).not.toBeInTheDocument())
  }, 20_000)
})
