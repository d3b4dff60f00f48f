import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { designer, draft } from '../portal-fixtures'
import { PortalSocialLoginSection } from './portal-social-login-section'

describe('portal designer: social login for guests', () => {
  afterEach(() => vi.restoreAllMocks())

  it('offers a provider only once its keys are stored, and stores keys through …/login', async () => {
    const onChange = vi.fn()
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue(designer({ providers_configured: ['google'] }))
    renderWithApp(
      <PortalSocialLoginSection
        designer={designer({ providers_configured: ['google'] })}
        draft={draft}
        onChange={onChange}
        disabled={false}
      />
    )
    expect(screen.getByRole('switch', { name: /Continue with Microsoft/ })).toBeDisabled()
    await userEvent.click(screen.getByRole('switch', { name: /Continue with Google/ }))
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ loginProviders: ['google'] }))

    await userEvent.type(screen.getByRole('textbox', { name: 'Microsoft client ID' }), 'venue-app')
    const secrets = screen.getAllByLabelText('Client secret')
    await userEvent.type(secrets[1]!, 'venue-secret')
    await userEvent.click(screen.getAllByRole('button', { name: 'Save keys' })[1]!)
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/portal/${designer().location_id}/login`, {
        providerKeys: { microsoft: { clientId: 'venue-app', clientSecret: 'venue-secret' } },
      })
    )
    expect(screen.getAllByText(/\/guest\/social\/microsoft\/callback/)).toHaveLength(1)
  })
})
