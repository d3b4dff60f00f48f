import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { renderWithApp } from '@/test/render'
import { AttemptRows } from './activity-table'

const rows = [
  {
    id: 1,
    action: 'sync' as const,
    event: 'guest.signed_in',
    ok: true,
    message: 'member 9f2 subscribed, tags wifi-guest',
    durationMs: 12,
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  {
    id: 2,
    action: 'test' as const,
    event: null,
    ok: false,
    message: 'Mailchimp refused the API key',
    durationMs: 30,
    createdAt: '2026-11-25T11:00:00.000Z',
  },
]

describe('integration activity lines', () => {
  it("say what happened in the user's language; the service's own words follow as a detail", async () => {
    await changeLanguage('nl')
    renderWithApp(<AttemptRows rows={rows as never} />)
    expect(await screen.findByText('De gast is bij de dienst aangekomen.')).toBeInTheDocument()
    expect(
      screen.getByText('De sleutel werd geweigerd, of de dienst antwoordde niet.')
    ).toBeInTheDocument()
    expect(
      screen.getByText('Antwoord van de dienst: Mailchimp refused the API key')
    ).toBeInTheDocument()
  })
})
