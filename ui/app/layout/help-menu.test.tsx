import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { HelpMenu } from './help-menu'
import { selfRecord } from '@/test/self-record'

const user = selfRecord()

afterEach(() => sessionStore.reset())

async function openHelp() {
  renderWithApp(<HelpMenu />)
  await userEvent.click(screen.getByRole('button', { name: 'Help' }))
}

describe('help menu', () => {
  it("offers the serving partner's phone and e-mail", async () => {
    sessionStore.signIn({
      ...user,
      support: {
        source: 'partner',
        name: 'Netwerk Partner',
        phone: '+32 9 123 45 67',
        email: 'support@partner.test',
      },
    })
    await openHelp()
    expect(await screen.findByText('Support by Netwerk Partner')).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Call +32 9 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+3291234567'
    )
    expect(screen.getByRole('menuitem', { name: 'E-mail support@partner.test' })).toHaveAttribute(
      'href',
      'mailto:support@partner.test'
    )
  })

  it("the platform's help desk when no partner serves, phone only", async () => {
    sessionStore.signIn({
      ...user,
      support: { source: 'platform', name: null, phone: '+32 2 555 01 00', email: null },
    })
    await openHelp()
    expect(await screen.findByText('Airdeck support')).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Call +32 2 555 01 00' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: /E-mail/ })).not.toBeInTheDocument()
  })

  it('says so when nobody is set up, and still links the API reference', async () => {
    sessionStore.signIn({ ...user, support: null })
    await openHelp()
    expect(await screen.findByText('No support contact has been set up.')).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/docs/api'
    )
  })
})
