import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import AdminMailsPage from './admin-mails'

const mail = {
  id: 5,
  to_address: 'viewer@airdeck.example',
  subject: 'Reset your Airdeck password',
  kind: 'password_reset',
  lang: 'en',
  user_id: 4,
  status: 'stored',
  attempts: 0,
  error: null,
  message_id: null,
  sent_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  links_hidden: false,
}

afterEach(() => vi.restoreAllMocks())

describe('admin outbox', () => {
  it('lists mails with their status, filters by status and shows one mail’s text', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string, options?: any) => {
      if (path === '/admin/mails') {
        const rows = options?.params?.status === 'failed' ? [] : [mail]
        return { data: rows, meta: { total: rows.length, page: 1, perPage: 25, lastPage: 1 } }
      }
      if (path === '/admin/mails/5')
        return {
          ...mail,
          text: 'Open [link removed from the outbox] within 60 minutes.',
          html: '<p>…</p>',
        }
      throw new Error(`unexpected GET ${path}`)
    })
    renderWithApp(<AdminMailsPage />)
    const row = (await screen.findByText('viewer@airdeck.example')).closest('tr')!
    expect(within(row).getByText('Kept (no SMTP)')).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed')
    expect(await screen.findByText('No mails.')).toBeInTheDocument()
    expect(get).toHaveBeenCalledWith(
      '/admin/mails',
      expect.objectContaining({ params: expect.objectContaining({ status: 'failed' }) })
    )

    await userEvent.selectOptions(screen.getByLabelText('Status'), '')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset your Airdeck password' })
    )
    expect(await screen.findByText(/link removed from the outbox/)).toBeInTheDocument()
  })

  it('says links with secrets are hidden only where they were: with SMTP; the embedded outbox keeps them whole', async () => {
    const hidden = {
      ...mail,
      id: 6,
      to_address: 'owner@airdeck.example',
      subject: 'Invitation',
      links_hidden: true,
    }
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/admin/mails')
        return { data: [mail, hidden], meta: { total: 2, page: 1, perPage: 25, lastPage: 1 } }
      if (path === '/admin/mails/5')
        return {
          ...mail,
          text: 'Open http://localhost:3333/auth/passwordreset?token=abc within 60 minutes.',
          html: '<p>…</p>',
        }
      if (path === '/admin/mails/6')
        return { ...hidden, text: 'Open [link removed from the outbox].', html: '<p>…</p>' }
      throw new Error(`unexpected GET ${path}`)
    })
    renderWithApp(<AdminMailsPage />)
    expect(
      await screen.findByText(
        /without one, as in the demo, this outbox is the delivery and keeps them whole/
      )
    ).toBeInTheDocument()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset your Airdeck password' })
    )
    expect(await screen.findByText(/passwordreset\?token=abc/)).toBeInTheDocument()
    expect(
      screen.queryByText('Links with secrets were removed from this copy; the recipient got them.')
    ).toBeNull()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(await screen.findByRole('button', { name: 'Invitation' }))
    expect(
      await screen.findByText(
        'Links with secrets were removed from this copy; the recipient got them.'
      )
    ).toBeInTheDocument()
  })
})
