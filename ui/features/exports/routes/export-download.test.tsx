import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { ApiError } from '@/lib/api/api-error'
import { saveFile } from '@/lib/save-file'
import { renderWithApp } from '@/test/render'
import ExportDownloadPage from './export-download'

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }))

const page = (route: string) =>
  renderWithApp(<ExportDownloadPage />, { route, path: '/exports/:kind/:token' })

describe('export download page', () => {
  it('downloads the file of the mailed link once, as the signed-in user', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(new Blob(['email\r\n']))
    page('/exports/guests/abc_123')
    expect(await screen.findByText('Your download has started.')).toBeInTheDocument()
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith(
      '/portal-exports/abc_123',
      expect.objectContaining({ responseType: 'blob', expect: [404, 410] })
    )
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(
        expect.any(Blob),
        expect.stringMatching(/^guests-\d{4}-\d{2}-\d{2}\.csv$/)
      )
    )
  })

  it('says the link is not for this account on a 404', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(
      new ApiError(404, { code: 'E_NOT_FOUND', message: 'x' })
    )
    page('/exports/inventory/abc_123')
    expect(await screen.findByText(/works only for the user it was mailed to/)).toBeInTheDocument()
  })

  it('says when the link expired', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(
      new ApiError(410, { code: 'E_EXPORT_EXPIRED', message: 'x' })
    )
    page('/exports/guests/abc_123')
    expect(
      await screen.findByText('This download link has expired. Start a new export.')
    ).toBeInTheDocument()
  })
})
