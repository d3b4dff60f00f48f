import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import type { ManagedUser } from '../api/types'
import { EditUserModal } from './edit-user-modal'

const admin: SelfRecord = {
  id: 1,
  name: 'Admin',
  firstname: 'Ada',
  lang: 'en',
  is_admin: true,
  is_partner: false,
  has_groups: true,
  two_fa: false,
  has_customers: true,
  has_locations: true,
  has_user_permissions: true,
  has_portal_permissions: true,
  partner_logo: null,
  imposter_mode: false,
  default_partner: null,
  default_group: null,
  default_customer: null,
  default_location: null,
}
const user: ManagedUser = {
  id: 5,
  email: 'ivo@airdeck.example',
  firstname: 'Ivo',
  name: 'Installateur',
  role: null,
  account_role: null,
  lang: 'nl',
  is_admin: false,
  partner_id: null,
  last_login_at: null,
  access: [],
}

afterEach(() => {
  vi.restoreAllMocks()
  sessionStore.reset()
})

describe('account role', () => {
  it('an admin makes a user an installer; others do not see the choice', async () => {
    sessionStore.signIn(admin)
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...user, account_role: 'installer' })
    const { unmount } = renderWithApp(<EditUserModal user={user} onClose={() => {}} />)
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Account role/ }),
      'installer'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(put).toHaveBeenCalledWith(
      '/users/5',
      expect.objectContaining({ account_role: 'installer' }),
      expect.anything()
    )
    unmount()

    sessionStore.signIn({ ...admin, is_admin: false })
    renderWithApp(<EditUserModal user={user} onClose={() => {}} />)
    expect(screen.queryByRole('combobox', { name: /Account role/ })).not.toBeInTheDocument()
  })
})
