import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithApp } from '@/test/render'
import { AccessTokensCard } from './access-tokens-card'

const cli = {
  id: 7,
  type: 'auth_token',
  name: 'Laptop CLI',
  abilities: ['*'],
  last_used_at: '2026-11-20T09:30:00.000Z',
  expires_at: '2027-02-18T09:30:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
}
const page = (data: unknown[]) => ({
  data,
  meta: { total: data.length, page: 1, perPage: 100, lastPage: 1 },
})

afterEach(() => {
  vi.restoreAllMocks()
  sessionStore.reset()
})

describe('personal access tokens on the profile', () => {
  it('lists, creates (shown once, copied) and revokes a token', async () => {
    const user = userEvent.setup()
    let tokens: unknown[] = [cli]
    vi.spyOn(api, 'get').mockImplementation(async () => page(tokens))
    const post = vi.spyOn(api, 'post').mockImplementation(async (_path, body: any) => {
      const created = {
        ...cli,
        id: 8,
        name: body.name,
        last_used_at: null,
        expires_at: '2026-12-28T12:00:00.000Z',
        token: 'adk_s3cr3t-value',
      }
      tokens = [...tokens, { ...created, token: undefined }]
      return created
    })
    const remove = vi.spyOn(api, 'delete').mockImplementation(async () => {
      tokens = tokens.filter((token: any) => token.id !== 7)
      return undefined
    })
    renderWithApp(<AccessTokensCard />)

    const table = await screen.findByRole('table', { name: 'Personal access tokens' })
    const row = within(table).getByText('Laptop CLI').closest('tr')!
    expect(within(row).getByText('Everything you may do')).toBeInTheDocument()
    expect(
      within(row).getByText(new Date(cli.last_used_at).toLocaleString('en'))
    ).toBeInTheDocument()
    expect(within(row).getByText(new Date(cli.expires_at).toLocaleString('en'))).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Backup script')
    await user.click(screen.getAllByLabelText(/^Valid for/)[0]!)
    await user.click(await screen.findByRole('option', { name: '30 days' }))
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    expect(post).toHaveBeenCalledWith(
      '/users/me/tokens',
      { name: 'Backup script', expires_in_days: 30 },
      expect.anything()
    )
    expect(await screen.findByText('adk_s3cr3t-value')).toBeInTheDocument()
    expect(screen.getByText(/only time it is shown/)).toBeInTheDocument()
    expect(
      screen.getByText(
        `Expires on ${new Date('2026-12-28T12:00:00.000Z').toLocaleDateString('en')}.`
      )
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy token' }))
    expect(await navigator.clipboard.readText()).toBe('adk_s3cr3t-value')
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'I have saved it' }))
    expect(screen.queryByText('adk_s3cr3t-value')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Revoke Laptop CLI' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' })
    const confirm = within(dialog).getByRole('button', { name: 'Revoke' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByRole('textbox'), 'Laptop CLI')
    await user.click(confirm)
    expect(remove).toHaveBeenCalledWith('/users/me/tokens/7', undefined, expect.anything())
    await waitFor(() => expect(screen.queryByText('Laptop CLI')).not.toBeInTheDocument())
    expect(screen.getByText('Backup script')).toBeInTheDocument()
  }, 20_000)

  it('says clearly that tokens are refused while impersonating, and shows a refusal from the server in place', async () => {
    const user = userEvent.setup()
    vi.spyOn(api, 'get').mockImplementation(async () => page([cli]))
    sessionStore.setState({ user: { ...sessionStore.getState().user, imposterMode: true } })
    const { unmount } = renderWithApp(<AccessTokensCard />)
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not while impersonating/)
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Revoke Laptop CLI' })).toBeDisabled()
    unmount()

    sessionStore.reset()
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(403, { code: 'E_IMPERSONATION_FORBIDDEN_ACTION', message: 'server text' })
    )
    renderWithApp(<AccessTokensCard />)
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Support')
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /access tokens, sessions, social logins and data export are theirs alone/
    )
  })
})
