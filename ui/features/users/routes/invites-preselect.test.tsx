import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { ALL_KEYS, READ_ONLY_KEYS } from '../permissions'
import { preselectFromSearch } from '../preselect'
import InvitesPage from './invites'

const OBJECTS: Record<string, { id: number; name: string; permissions: string[] }> = {
  '/customers/3': { id: 3, name: 'De Markt', permissions: ALL_KEYS },
  '/groups/4': { id: 4, name: 'Horeca Noord', permissions: ALL_KEYS },
  '/locations/7': { id: 7, name: 'Terrace', permissions: ALL_KEYS },
}

function fakeApi() {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (OBJECTS[path]) return OBJECTS[path]
    if (['/groups', '/customers', '/locations', '/invites'].includes(path))
      return { data: [], meta: { total: 0, page: 1, perPage: 100, lastPage: 1 } }
    throw new Error(`unexpected ${path}`)
  })
  vi.spyOn(api, 'post').mockImplementation(async (path: string, body: any) => {
    if (path === '/invites/validate') return { email: body.email, valid: true, exists: false }
    if (path === '/invites')
      return { data: body.emails.map((email: string, id: number) => ({ id, email })) }
    throw new Error(`unexpected ${path}`)
  })
}

describe('/users/invites?customer=<id>', () => {
  beforeEach(() => {
    sessionStore.reset()
    vi.restoreAllMocks()
  })

  it('reads the object from the query, ignoring malformed ids', () => {
    expect(preselectFromSearch(new URLSearchParams('customer=3'))).toEqual({
      type: 'customer',
      id: 3,
    })
    expect(preselectFromSearch(new URLSearchParams('group=4'))).toEqual({ type: 'group', id: 4 })
    expect(preselectFromSearch(new URLSearchParams('location=7'))).toEqual({
      type: 'location',
      id: 7,
    })
    expect(preselectFromSearch(new URLSearchParams('customer=abc'))).toBeNull()
    expect(preselectFromSearch(new URLSearchParams('customer=-1'))).toBeNull()
    expect(preselectFromSearch(new URLSearchParams(''))).toBeNull()
  })

  it.each([
    ['customer', 3, 'De Markt', 'Companies'],
    ['group', 4, 'Horeca Noord', 'Groups'],
    ['location', 7, 'Terrace', 'Locations'],
  ] as const)(
    'opens the wizard on the first step with the %s chosen in the access step',
    async (type, id, name, label) => {
      fakeApi()
      renderWithApp(<InvitesPage />, { route: `/users/invites?${type}=${id}` })
      const dialog = await screen.findByRole('dialog', { name: 'Invite users' })
      expect(within(dialog).getByLabelText('E-mail addresses')).toBeInTheDocument()
      await userEvent.type(
        within(dialog).getByLabelText('E-mail addresses'),
        'colleague@airdeck.test{Enter}'
      )
      await waitFor(() => expect(within(dialog).getByText('can be invited')).toBeInTheDocument())
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))

      const picker = within(dialog)
        .getAllByLabelText(label)[0]!
        .closest('.mantine-MultiSelect-root') as HTMLElement
      expect(await within(picker).findByText(name)).toBeInTheDocument()
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
      await screen.findByRole('checkbox', { name: 'Users: Read' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Send invitations' }))
      await waitFor(() =>
        expect(api.post).toHaveBeenCalledWith(
          '/invites',
          {
            emails: ['colleague@airdeck.test'],
            subjects: [{ type, id }],
            permissions: READ_ONLY_KEYS,
          },
          expect.anything()
        )
      )
    }
  )

  it('without a query the wizard stays closed', async () => {
    fakeApi()
    renderWithApp(<InvitesPage />, { route: '/users/invites' })
    expect(await screen.findByRole('button', { name: 'Invite users' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
