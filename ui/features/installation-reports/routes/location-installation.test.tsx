import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import LocationInstallationPage from './location-installation'

const report = {
  id: 9,
  location_id: 5,
  bridge_present: true,
  failover_present: false,
  guest_wifi_ok: true,
  notes: 'Rack in the cellar',
  created_at: '2026-11-20T10:00:00Z',
  author: { id: 3, name: 'Ian Installer' },
  photos: [
    {
      id: 1,
      name: 'rack.jpg',
      mime: 'image/jpeg',
      width: 1200,
      height: 900,
      bytes: 1000,
      url: '/rest/locations/5/installation/9/photos/1',
      thumbnail_url: '/rest/locations/5/installation/9/photos/1?size=thumb',
    },
  ],
}

let posted: FormData[] = []

function serve(reports: unknown[], refusal?: unknown) {
  posted = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = String(input)
        .replace(/^\/rest/, '')
        .split('?')[0]
      if (method === 'GET' && path === '/locations/5/installation')
        return jsonResponse(200, {
          data: reports,
          meta: { total: reports.length, page: 1, perPage: 50, lastPage: 1 },
        })
      if (method === 'POST' && path === '/locations/5/installation') {
        posted.push(init!.body as FormData)
        return refusal ? jsonResponse(422, refusal) : jsonResponse(201, report)
      }
      return jsonResponse(404, { code: 'E_NOT_FOUND', message: 'Not found.' })
    })
  )
}

function signIn(user: Record<string, unknown>) {
  sessionStore.setState({
    user: {
      ...sessionStore.getState().user,
      id: 3,
      isLoggedIn: true,
      isAdmin: false,
      ...user,
    } as any,
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('installation report tab', () => {
  it('shows a customer user the reports with their photo thumbnails, without the form', async () => {
    signIn({ accountRole: null })
    serve([report])
    renderWithApp(<LocationInstallationPage />, { route: '/locations/installation?location=5' })
    const thumbnail = await screen.findByRole('img', { name: 'rack.jpg' })
    expect(thumbnail.getAttribute('src')).toBe(report.photos[0]!.thumbnail_url)
    expect(screen.getByText('Rack in the cellar')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add the report' })).toBeNull()
  })

  it('lets an installer send the checks and photos as multipart, and names a refused photo', async () => {
    signIn({ accountRole: 'installer' })
    serve([], {
      code: 'E_PHOTO_EXTENSION',
      message: "The file's name does not match its content: its extension was changed.",
      errors: [{ field: 'photos.1', rule: 'photo_extension', message: 'renamed' }],
    })
    renderWithApp(<LocationInstallationPage />, { route: '/locations/installation?location=5' })
    await userEvent.click(await screen.findByLabelText('Bridge present'))
    await userEvent.click(screen.getByLabelText('Guest WiFi works'))
    const photos = [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'renamed.jpg', { type: 'image/jpeg' }),
    ]
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, photos)
    await userEvent.click(screen.getByRole('button', { name: 'Add the report' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    const form = posted[0]!
    expect(form.get('bridgePresent')).toBe('true')
    expect(form.get('failoverPresent')).toBe('false')
    expect(form.get('guestWifiOk')).toBe('true')
    expect((form.getAll('photos') as File[]).map((file) => file.name)).toEqual([
      'front.jpg',
      'renamed.jpg',
    ])
    expect(await screen.findByText(/^renamed\.jpg: /)).toBeTruthy()
  })
})
