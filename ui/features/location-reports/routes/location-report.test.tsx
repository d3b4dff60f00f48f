import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import LocationReportPage from './location-report'

const note = {
  id: 4,
  body: 'Fibre box moved to the bar',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  author: { id: 3, name: 'Ian Installer' },
  attachments: [
    {
      id: 1,
      name: 'box.jpg',
      mime: 'image/jpeg',
      bytes: 1000,
      url: '/rest/locations/5/report/4/attachments/1',
      thumbnail_url: '/rest/locations/5/report/4/attachments/1?size=thumb',
    },
    {
      id: 2,
      name: 'quote.pdf',
      mime: 'application/pdf',
      bytes: 900,
      url: '/rest/locations/5/report/4/attachments/2',
      thumbnail_url: null,
    },
  ],
}

let posted: FormData[] = []

function serve() {
  posted = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = String(input)
        .replace(/^\/rest/, '')
        .split('?')[0]!
      if (method === 'GET' && path === '/locations/5/report')
        return jsonResponse(200, {
          data: [note],
          meta: { total: 1, page: 1, perPage: 100, lastPage: 1 },
        })
      if (method === 'POST' && path === '/locations/5/report') {
        posted.push(init!.body as FormData)
        return jsonResponse(201, note)
      }
      return jsonResponse(404, { code: 'E_NOT_FOUND', message: 'Not found.' })
    })
  )
}

function signIn(user: Record<string, unknown>) {
  sessionStore.setState({
    user: {
      ...sessionStore.getState().user,
      id: 7,
      isLoggedIn: true,
      isAdmin: false,
      ...user,
    } as any,
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('report tab', () => {
  it('shows a customer user the notes with their photo and file, without writing', async () => {
    signIn({ accountRole: null })
    serve()
    renderWithApp(<LocationReportPage />, { route: '/locations/report?location=5' })
    expect(await screen.findByText('Fibre box moved to the bar')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'box.jpg' }).getAttribute('src')).toBe(
      note.attachments[0]!.thumbnail_url
    )
    expect(screen.getByRole('link', { name: 'quote.pdf' }).getAttribute('href')).toBe(
      note.attachments[1]!.url
    )
    expect(screen.queryByRole('button', { name: 'Add the note' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete this note' })).toBeNull()
  })

  it('lets an installer add a note with files as multipart', async () => {
    signIn({ accountRole: 'installer' })
    serve()
    renderWithApp(<LocationReportPage />, { route: '/locations/report?location=5' })
    await userEvent.type(await screen.findByRole('textbox', { name: 'New note' }), 'Second visit')
    const input = document.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })])
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.get('body')).toBe('Second visit')
    expect((posted[0]!.get('attachments') as File).name).toBe('plan.pdf')
  })
})
