import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { renderWithApp } from '@/test/render'
import type { Brand } from '../api/brands'
import { BrandForm } from './brand-form'

afterEach(() => vi.restoreAllMocks())

const existing: Brand = {
  id: 7,
  slug: 'skyline',
  name: 'Skyline WiFi',
  main_color: '#aa3300',
  accent_color: null,
  logo_url: '/rest/init/skyline/logo?v=1',
  mail_from_name: 'Skyline',
  partner: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
}

describe('BrandForm', () => {
  it('creates a brand with its host label, colours, sender name and logo (POST, multipart)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [{ id: 3, name: 'Skyline Installers' }],
      meta: { total: 1 },
    } as never)
    const post = vi.spyOn(api, 'post').mockResolvedValue(existing)
    const onSaved = vi.fn()
    renderWithApp(<BrandForm brand={null} onSaved={onSaved} />)
    await userEvent.type(screen.getByRole('textbox', { name: /Host label/ }), 'skyline')
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Skyline WiFi')
    await userEvent.type(screen.getByRole('textbox', { name: 'Main colour' }), '#AA3300')
    await userEvent.type(screen.getByRole('textbox', { name: /Mail sender name/ }), 'Skyline')
    await userEvent.click(screen.getByRole('combobox', { name: /^Partner/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Skyline Installers' }))
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save brand' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    const [path, body] = post.mock.calls[0] as [string, FormData]
    expect(path).toBe('/brands')
    expect(body.get('slug')).toBe('skyline')
    expect(body.get('name')).toBe('Skyline WiFi')
    expect(body.get('main_color')).toBe('#AA3300')
    expect(body.get('mail_from_name')).toBe('Skyline')
    expect(body.get('partner_id')).toBe('3')
    expect((body.get('logo') as File).name).toBe('logo.png')
  })

  it('asks for the host label before sending, then shows the server field error on a change (PATCH)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [existing] } as never)
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(422, {
        code: 'E_VALIDATION_ERROR',
        message: 'Invalid',
        errors: [{ field: 'slug', rule: 'unique', message: 'This slug is already in use' }],
      })
    )
    const onSaved = vi.fn()
    renderWithApp(<BrandForm brand={existing} onSaved={onSaved} />)
    expect(screen.getByRole('img', { name: "The brand's logo" })).toHaveAttribute(
      'src',
      existing.logo_url
    )
    const slug = screen.getByRole('textbox', { name: /Host label/ })
    await userEvent.clear(slug)
    await userEvent.click(screen.getByRole('button', { name: 'Save brand' }))
    expect(await screen.findByText('Required.')).toBeInTheDocument()
    expect(patch).not.toHaveBeenCalled()
    await userEvent.type(slug, 'acme')
    await userEvent.click(screen.getByRole('button', { name: 'Save brand' }))
    await waitFor(() => expect(patch).toHaveBeenCalledOnce())
    expect(patch.mock.calls[0]![0]).toBe('/brands/7')
    expect(await screen.findByText('This slug is already in use')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })
})
