import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import AdminAuditLogPage from './admin-audit-log'

const entry = {
  id: 9,
  at: '2026-11-25T10:00:00.000Z',
  actor_id: 4,
  actor_email: 'admin@airdeck.example',
  action: 'location.updated',
  object_type: 'location',
  object_id: '7',
  old_values: { name: 'Old' },
  new_values: { name: 'New' },
  ip: '203.0.113.9',
  user_agent: null,
  request_id: null,
}

afterEach(() => vi.restoreAllMocks())

describe('admin audit log', () => {
  it('lists entries, filters by actor, action and date, exports the filtered CSV and requires two-factor for staff', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string, options?: any) => {
      if (path === '/admin/security-settings') return { require_two_factor_for_staff: false }
      if (path === '/admin/audit-logs') {
        const rows = options?.params?.actor === 'nobody' ? [] : [entry]
        return { data: rows, meta: { total: rows.length, page: 1, perPage: 25, lastPage: 1 } }
      }
      if (path === '/admin/audit-logs/export') return new Blob(['id,at\r\n'], { type: 'text/csv' })
      throw new Error(`unexpected GET ${path}`)
    })
    const put = vi.spyOn(api, 'put').mockResolvedValue({ require_two_factor_for_staff: true })
    URL.createObjectURL = vi.fn(() => 'blob:audit')
    URL.revokeObjectURL = vi.fn()
    renderWithApp(<AdminAuditLogPage />)

    expect(await screen.findByText('location.updated')).toBeInTheDocument()
    expect(screen.getByText('admin@airdeck.example changed a location.')).toBeInTheDocument()
    expect(screen.getByText('{"name":"New"}')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText(/^Actor/), 'nobody')
    await userEvent.type(screen.getByLabelText(/^Action/), 'auth.')
    await userEvent.type(screen.getByLabelText(/^From/), '2026-11-01')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument()
    expect(get).toHaveBeenCalledWith(
      '/admin/audit-logs',
      expect.objectContaining({
        params: { page: 1, perPage: 25, actor: 'nobody', action: 'auth.', from: '2026-11-01' },
      })
    )

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/admin/audit-logs/export',
        expect.objectContaining({
          params: { actor: 'nobody', action: 'auth.', from: '2026-11-01' },
          responseType: 'blob',
        })
      )
    )

    await userEvent.click(screen.getByLabelText(/Require two-factor authentication/))
    expect(put).toHaveBeenCalledWith('/admin/security-settings', {
      require_two_factor_for_staff: true,
    })
  }, 15_000)
})
