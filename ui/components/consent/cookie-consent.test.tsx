import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_COOKIE, readConsent } from './consent'
import { CookieConsent } from './cookie-consent'

function renderConsent() {
  render(
    <MantineProvider env="test">
      <CookieConsent />
    </MantineProvider>
  )
}

describe('CookieConsent', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })

  it('stores the chosen categories for 365 days, necessary always on', async () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set')
    renderConsent()
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Choose' }))
    expect(screen.getByRole('switch', { name: /Necessary/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }))

    expect(readConsent()).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      personalisation: false,
    })
    const written = String(cookieSetter.mock.calls.at(-1)?.[0])
    const expires = Date.parse(written.match(/expires=([^;]+)/)![1]!)
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365)
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument()
  })

  it('accepts all or only the necessary ones in one click', async () => {
    renderConsent()
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }))
    expect(readConsent()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalisation: false,
    })
  })
})
