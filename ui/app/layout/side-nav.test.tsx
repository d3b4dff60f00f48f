import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { brandTheme, cssVariablesResolver } from '@/lib/brand/brand-theme'
import { sessionStore } from '@/lib/session/session-store'
import { SideNav } from './side-nav'
import { selfRecord } from '@/test/self-record'

const self = selfRecord()

afterEach(() => sessionStore.reset())

function renderNav(route: string) {
  const router = createMemoryRouter([{ path: '*', element: <SideNav onNavigate={() => {}} /> }], {
    initialEntries: [route],
  })
  render(
    <MantineProvider
      theme={brandTheme({ main_color: '#1864ab', accent_color: '#ffd43b' })}
      cssVariablesResolver={cssVariablesResolver}
      env="test"
    >
      <RouterProvider router={router} />
    </MantineProvider>
  )
}

describe('side navigation in a brand', () => {
  it("marks the active item with the brand's accent colour, darkened to stay visible on white", async () => {
    sessionStore.signIn(self)
    renderNav('/locations')
    const links = await screen.findAllByRole('link')
    const active = links.filter((link) => link.getAttribute('data-active') !== null)
    expect(active).toHaveLength(1)
    expect(active[0]!.style.boxShadow).toContain('var(--airdeck-brand-accent-mark)')
    for (const inactive of links.filter((link) => link !== active[0])) {
      expect(inactive.style.boxShadow).toBe('')
    }
    const styles = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('')
    const { accentMark, accentText } = brandTheme({ accent_color: '#ffd43b' }).other!
    expect(styles).toContain(`--airdeck-brand-accent-mark: ${accentMark}`)
    expect(styles).toContain(`--mantine-color-anchor: ${accentText}`)
  })
})
