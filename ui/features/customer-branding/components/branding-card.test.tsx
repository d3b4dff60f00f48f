import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import { BrandingCard } from './branding-card'

afterEach(() => vi.restoreAllMocks())

/** Mantine's FileInput is a button over a hidden file input: logo first, header second. */
const fileInput = (index: number) =>
  document.querySelectorAll<HTMLInputElement>('input[type="file"]')[index]!

const saved = {
  is_set: true,
  main_color: '#aa3300',
  logo_url: '/rest/customers/4/branding/logo?v=1',
  header_url: null,
}

describe('BrandingCard', () => {
  it('creates the branding with a colour and a logo the first time (POST, multipart)', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/customers/4/branding')
        return { is_set: false, main_color: null, logo_url: null, header_url: null } as never
      return null as never
    })
    const post = vi.spyOn(api, 'post').mockResolvedValue(saved)
    renderWithApp(<BrandingCard customerId={4} canEdit />)
    const colour = await screen.findByRole('textbox', { name: 'Main colour' })
    expect(get).toHaveBeenCalledWith('/customers/4/branding')
    await userEvent.type(colour, '#AA3300')
    await userEvent.upload(
      fileInput(0),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save branding' }))
    await waitFor(() => expect(post).toHaveBeenCalledOnce())
    const [path, body] = post.mock.calls[0] as [string, FormData]
    expect(path).toBe('/customers/4/branding')
    expect(body.get('main_color')).toBe('#AA3300')
    expect((body.get('logo') as File).name).toBe('logo.png')
  })

  it('changes an existing branding with PATCH, refuses a non-image before upload, and shows the server field error', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(saved)
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(422, {
        code: 'E_VALIDATION_ERROR',
        message: 'Invalid',
        errors: [{ field: 'main_color', rule: 'regex', message: 'Use #rrggbb.' }],
      })
    )
    renderWithApp(<BrandingCard customerId={4} canEdit />)
    expect(await screen.findByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      saved.logo_url
    )
    await userEvent.upload(
      fileInput(1),
      new File(['<svg/>'], 'header.svg', { type: 'image/svg+xml' }),
      { applyAccept: false }
    )
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save branding' }))
    await waitFor(() => expect(patch).toHaveBeenCalledOnce())
    expect((patch.mock.calls[0]![1] as FormData).get('header')).toBeNull()
    expect(await screen.findByText('Use #rrggbb.')).toBeInTheDocument()
  })

  it('shows the branding read-only to those who may not change it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(saved)
    renderWithApp(<BrandingCard customerId={4} canEdit={false} />)
    expect(await screen.findByRole('img', { name: 'Your logo' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save branding' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove branding' })).not.toBeInTheDocument()
  })
})
