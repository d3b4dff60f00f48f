import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { READ_ONLY_KEYS, ALL_KEYS } from '../permissions'
import { UsersTable } from './users-table'

const colleague = {
  id: 12,
  email: 'cora@airdeck.test',
  firstname: 'Cora',
  name: 'Colleague',
  role: 'Bar manager',
  lang: 'en',
  is_admin: false,
  partner_id: null,
  last_login_at: null,
  access: [
    {
      subject_type: 'location',
      subject_id: 7,
      subject_name: 'De Markt – main bar',
      permissions: READ_ONLY_KEYS,
    },
  ],
}
const owner = {
  ...colleague,
  id: 13,
  email: 'owner@airdeck.test',
  firstname: 'Olga',
  role: null,
  access: [
    { subject_type: 'customer', subject_id: 3, subject_name: 'De Markt', permissions: ALL_KEYS },
  ],
}

describe('the users table', () => {
  beforeEach(() => {
    sessionStore.reset()
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [colleague, owner],
      meta: { total: 2, page: 1, perPage: 25, lastPage: 1 },
    })
  })

  it('lists each user with their access per object', async () => {
    renderWithApp(<UsersTable />)
    expect(await screen.findByText('cora@airdeck.test')).toBeInTheDocument()
    expect(screen.getByText('Location: De Markt – main bar · read only')).toBeInTheDocument()
    expect(screen.getByText('Company: De Markt · full access')).toBeInTheDocument()
    expect(screen.getByText('Bar manager')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument()
  })

  it('removing the last access shows the warning, then confirms', async () => {
    const remove = vi
      .spyOn(api, 'delete')
      .mockRejectedValueOnce(
        new ApiError(422, {
          code: 'E_LAST_PERMISSION',
          errors: [
            { field: 'confirm_last_permission_removal', rule: 'last_permission', message: '' },
          ],
        })
      )
      .mockResolvedValueOnce({ left_without_access: true })
    renderWithApp(<UsersTable />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove access to De Markt – main bar' })
    )
    await userEvent.click(screen.getByRole('button', { name: 'Remove access' }))
    expect(
      await screen.findByText(
        'This is the last access of this user: the account will be left without access.'
      )
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove anyway' }))
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2))
    expect(remove).toHaveBeenNthCalledWith(
      1,
      '/users/12',
      { subject_type: 'location', subject_id: 7 },
      expect.anything()
    )
    expect(remove).toHaveBeenNthCalledWith(
      2,
      '/users/12',
      { subject_type: 'location', subject_id: 7, confirm_last_permission_removal: true },
      expect.anything()
    )
  })

  it('editing keeps a permission in every column', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(colleague)
    renderWithApp(<UsersTable />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit access to De Markt – main bar' })
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Portal: Read' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Choose at least one permission per column: Portal.')
    ).toBeInTheDocument()
    expect(put).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Portal: Update' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(put).toHaveBeenCalledOnce())
    const body = put.mock.calls[0]![1] as any
    expect(body.access[0].permissions).toContain('portal_update')
    expect(body.access[0].permissions).not.toContain('portal_read')
  })

  it("edits a user's name, role and language, showing the server's field errors", async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(
        new ApiError(422, {
          code: 'E_VALIDATION_ERROR',
          errors: [
            {
              field: 'role',
              rule: 'maxLength',
              message: 'The role field must not be greater than 60 characters',
            },
          ],
        })
      )
      .mockResolvedValueOnce({ ...colleague, firstname: 'Corina', role: 'Owner', lang: 'fr' })
    renderWithApp(<UsersTable />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit cora@airdeck.test' }))
    const firstname = screen.getByLabelText(/First name/)
    expect(firstname).toHaveValue('Cora')
    expect(screen.getByLabelText('Role')).toHaveValue('Bar manager')
    await userEvent.clear(firstname)
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(put).not.toHaveBeenCalled()
    await userEvent.type(firstname, 'Corina')
    await userEvent.clear(screen.getByLabelText('Role'))
    await userEvent.type(screen.getByLabelText('Role'), 'Owner')
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This is too long.')).toBeInTheDocument()
    expect(put).toHaveBeenCalledWith(
      '/users/12',
      { firstname: 'Corina', name: 'Colleague', role: 'Owner', lang: 'fr' },
      expect.anything()
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.queryByLabelText('Role')).not.toBeInTheDocument())
  })

  it('admins can delete an account after typing its e-mail', async () => {
    sessionStore.setState({
      user: { ...sessionStore.getState().user, isAdmin: true, isLoggedIn: true },
    })
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined)
    renderWithApp(<UsersTable />)
    const buttons = await screen.findAllByRole('button', { name: 'Delete account' })
    await userEvent.click(buttons[0]!)
    await userEvent.type(screen.getByLabelText(/To confirm, type/), 'cora@airdeck.test')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/users/12', { everything: true }, expect.anything())
    )
  })

  it('says each role and what it grants instead of "No access" for admins, installers, hunters and partners', async () => {
    const none = { groups: 0, customers: 0, locations: 0 }
    const account = (kind: string, extra = {}) => ({
      kind,
      everywhere: false,
      partner: null,
      reach: none,
      ...extra,
    })
    const row = (id: number, email: string, extra: object) => ({
      ...colleague,
      id,
      email,
      role: null,
      access: [],
      ...extra,
    })
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        row(1, 'admin@x.test', { is_admin: true, account: account('admin', { everywhere: true }) }),
        row(2, 'installer@x.test', { account: account('installer', { everywhere: true }) }),
        row(3, 'hunter@x.test', { account: account('hunter') }),
        row(4, 'partner@x.test', {
          account: account('partner_member', {
            partner: { id: 1, name: 'Brightwave' },
            reach: { ...none, customers: 3 },
          }),
        }),
        row(5, 'nobody@x.test', { account: account('none') }),
        { ...colleague, account: account('customer_user', { reach: { ...none, locations: 1 } }) },
      ],
      meta: { total: 6, page: 1, perPage: 25, lastPage: 1 },
    })
    renderWithApp(<UsersTable />)
    const cells = async (email: string) => {
      const tr = (await screen.findByText(email)).closest('tr')!
      return within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    }
    expect((await cells('admin@x.test')).slice(2, 4)).toEqual([
      'Admin',
      'Every group, company and location',
    ])
    expect((await cells('installer@x.test')).slice(2, 4)).toEqual([
      'Installer',
      'Installation work at every location',
    ])
    expect((await cells('hunter@x.test')).slice(2, 4)).toEqual([
      'Sales (hunter)',
      'Sales visits and quotes',
    ])
    expect((await cells('partner@x.test')).slice(2, 4)).toEqual([
      'Partner member',
      'Partner: Brightwave · 3 companies',
    ])
    expect((await cells('nobody@x.test')).slice(2, 4)).toEqual(['No role', 'No access'])
    expect((await cells('cora@airdeck.test'))[2]).toBe('Customer userBar manager')
  })

  it('an admin sees "Sign in as" disabled with the reason for a user of a customer that blocked support access', async () => {
    sessionStore.setState({
      user: { ...sessionStore.getState().user, id: 1, isAdmin: true, isLoggedIn: true },
    })
    const post = vi.spyOn(api, 'post')
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        {
          ...colleague,
          impersonation: {
            allowed: false,
            reason: 'E_SUPPORT_ACCESS_BLOCKED',
            customer: { id: 3, name: 'De Markt' },
          },
        },
        { ...owner, impersonation: { allowed: true, reason: null, customer: null } },
      ],
      meta: { total: 2, page: 1, perPage: 25, lastPage: 1 },
    })
    renderWithApp(<UsersTable />)
    const blocked = await screen.findByRole('button', { name: 'Sign in as cora@airdeck.test' })
    expect(blocked).toBeDisabled()
    expect(blocked).toHaveAccessibleDescription(
      'De Markt has blocked support access: ask the customer to allow it under Customer → Info.'
    )
    await userEvent.click(blocked).catch(() => {})
    expect(post).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Sign in as owner@airdeck.test' })).toBeEnabled()
  })
})
