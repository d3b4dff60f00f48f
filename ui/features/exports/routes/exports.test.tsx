import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import ExportsPage from './exports'

let posts: Array<{ path: string; body: unknown }> = []

function serve() {
  posts = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = String(input)
        .replace(/^\/rest/, '')
        .split('?')[0]!
      if (path === '/users/me') return jsonResponse(200, { id: 1, email: 'ada@airdeck.test' })
      if (path === '/customers')
        return jsonResponse(200, {
          data: [{ id: 2, name: 'Café De Markt' }],
          meta: { total: 1, page: 1, perPage: 20, lastPage: 1 },
        })
      if (method === 'POST') {
        posts.push({ path, body: JSON.parse(String(init!.body)) })
        return jsonResponse(202, { status: 'started', id: 1 })
      }
      return jsonResponse(404, { code: 'E_NOT_FOUND', message: 'Not found.' })
    })
  )
}

function signIn(user: Record<string, unknown>) {
  sessionStore.setState({
    user: {
      ...sessionStore.getState().user,
      id: 1,
      isLoggedIn: true,
      isAdmin: false,
      accountRole: null,
      hasPortalPermissions: false,
      hasLocations: false,
      isSalesHunter: false,
      ...user,
    } as any,
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('exports page', () => {
  it("lists an admin's exports and starts a customer's export, mailed to the admin", async () => {
    signIn({ isAdmin: true })
    serve()
    renderWithApp(<ExportsPage />)
    for (const title of ["A customer's whole data", 'Stock', 'CaaS hardware', 'Audit log'])
      expect(await screen.findByRole('region', { name: title })).toBeTruthy()
    const card = screen.getByRole('region', { name: "A customer's whole data" })
    await waitFor(() =>
      expect(within(card).getByLabelText<HTMLInputElement>('Mail the link to').value).toBe(
        'ada@airdeck.test'
      )
    )
    const start = within(card).getByRole('button', { name: 'Start the export' })
    expect(start.hasAttribute('disabled')).toBe(true)
    const picker = within(card)
      .getAllByLabelText('Customer')
      .find((element) => element.tagName === 'INPUT')!
    await userEvent.click(picker)
    await userEvent.click(await screen.findByRole('option', { name: 'Café De Markt' }))
    await userEvent.click(start)
    await waitFor(() =>
      expect(posts).toEqual([{ path: '/customers/2/export', body: { email: 'ada@airdeck.test' } }])
    )
  })

  it('shows an installer only the exports it may run', async () => {
    signIn({ accountRole: 'installer' })
    serve()
    renderWithApp(<ExportsPage />)
    expect(await screen.findByRole('region', { name: 'Stock' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: "A customer's whole data" })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Audit log' })).toBeNull()
  })
})
