import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { MemberListing, NetworkMember } from '../api/types'
import NetworkMembersPage from './network-members'

const pending: NetworkMember = {
  id: 'a1b2c3d4e5',
  name: 'kassa-2',
  description: null,
  ip: null,
  authorized: false,
  pending: true,
  online: true,
  state: 'pending',
  clientVersion: '1.14.2',
  networkId: '8056c2e21c000001',
  networkName: 'Venue Oost',
  controllerId: 4,
  controllerAlias: 'Members HQ',
}
const gateway: NetworkMember = {
  ...pending,
  id: 'b1b2c3d4e5',
  name: 'venue-gw-01',
  ip: '10.147.17.1',
  authorized: true,
  pending: false,
  state: 'online',
}
const listing = (data: NetworkMember[]): MemberListing => ({
  data,
  networks: [
    {
      id: pending.networkId,
      name: 'Venue Oost',
      controllerId: 4,
      controllerAlias: 'Members HQ',
      vendorName: 'Membership Central',
    },
  ],
  failures: [{ controllerId: 9, controllerAlias: 'Old HQ', code: 'E_CONTROLLER_UNAVAILABLE' }],
})

describe('admin network members page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists members, reports an unreadable controller, authorizes a pending node and filters on pending', async () => {
    let authorized = false
    const { calls } = fakeRest({
      'GET /zerotier/network/members': ({ query }) =>
        jsonResponse(
          200,
          listing(
            query.get('status') === 'pending'
              ? authorized
                ? []
                : [pending]
              : [authorized ? { ...pending, authorized, pending: false } : pending, gateway]
          )
        ),
      'PATCH /zerotier/network/members/a1b2c3d4e5': () => {
        authorized = true
        return jsonResponse(200, { ...pending, authorized: true, pending: false })
      },
    })
    renderWithApp(<NetworkMembersPage />)

    const row = await screen.findByRole('row', { name: /kassa-2/ })
    expect(within(row).getByText('Waiting for approval')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Old HQ could not be read')
    expect(screen.getByRole('row', { name: /venue-gw-01/ })).toHaveTextContent('Authorized')

    await userEvent.click(within(row).getByRole('button', { name: 'Authorize kassa-2' }))
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect(patch.body).toEqual({ controllerId: 4, networkId: pending.networkId, authorized: true })
    expect(
      await within(await screen.findByRole('row', { name: /kassa-2/ })).findByRole('button', {
        name: 'Deauthorize kassa-2',
      })
    ).toBeInTheDocument()

    await userEvent.click(screen.getByText('Pending', { exact: true }))
    expect(await screen.findByText('No nodes match these filters.')).toBeInTheDocument()
  })

  it('asks to type the node id before removing a member', async () => {
    const { calls } = fakeRest({
      'GET /zerotier/network/members': () => jsonResponse(200, listing([gateway])),
      'DELETE /zerotier/network/members/b1b2c3d4e5': () => new Response(null, { status: 204 }),
    })
    renderWithApp(<NetworkMembersPage />)
    const row = await screen.findByRole('row', { name: /venue-gw-01/ })
    await userEvent.click(within(row).getByRole('button', { name: 'More actions for venue-gw-01' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove node' })
    const confirm = within(dialog).getByRole('button', { name: 'Remove' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), gateway.id)
    await userEvent.click(confirm)
    const removal = await vi.waitFor(() => calls.find((call) => call.method === 'DELETE')!)
    expect(removal.query.get('networkId')).toBe(gateway.networkId)
    expect(removal.query.get('controllerId')).toBe('4')
  })
})
