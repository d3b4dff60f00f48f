import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest, type FakeCall } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import type { PortalDraft } from '../api/portal'
import { designer } from '../portal-fixtures'
import PortalDesignerPage from './portal-designer'

/** The preview answers with the body text it was asked to show, so a test sees the preview follow the form. */
const preview = ({ body, query }: FakeCall) => {
  const sent = body as PortalDraft
  const lang = query.get('lang') as 'nl'
  return jsonResponse(200, { html: `<p>${lang}: ${sent.texts[lang].body}</p>` })
}

const open = () =>
  renderWithApp(<PortalDesignerPage />, {
    route: '/portal/design?location=7',
    path: '/portal/design',
  })
const previewFrame = () => screen.findByTitle('Preview of the guest page')

describe('Guest portal designer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('the preview follows the form in each language before anything is saved; save, then publish', async () => {
    let stored = designer()
    const { calls } = fakeRest({
      'GET /portal/7': () => jsonResponse(200, stored),
      'POST /portal/7/preview': preview,
      'PUT /portal/7': ({ body }) => {
        stored = designer({ draft: body as PortalDraft })
        return jsonResponse(200, stored)
      },
      'POST /portal/7/publish': () => {
        stored = designer({
          draft: stored.draft,
          published: stored.draft,
          published_at: '2026-03-10T10:00:00Z',
          published_by: 'Ann Admin',
          unpublished_changes: false,
          state: 'enabled',
        })
        return jsonResponse(200, stored)
      },
    })
    open()
    expect(await screen.findByRole('heading', { name: 'Guest portal' })).toBeInTheDocument()
    expect(screen.getByText('Not published yet')).toBeInTheDocument()
    await vi.waitFor(
      async () => expect((await previewFrame()).getAttribute('srcdoc')).toBe('<p>en: Welcome!</p>'),
      { timeout: 15_000 }
    )

    const body = screen.getByRole('textbox', { name: /Welcome text/ })
    await userEvent.clear(body)
    await userEvent.type(body, 'Hi terrace')
    await vi.waitFor(
      async () =>
        expect((await previewFrame()).getAttribute('srcdoc')).toBe('<p>en: Hi terrace</p>'),
      { timeout: 15_000 }
    )

    await userEvent.click(screen.getByRole('tab', { name: 'Nederlands' }))
    const dutch = screen.getByRole('textbox', { name: /Welcome text/ })
    await userEvent.clear(dutch)
    await userEvent.type(dutch, 'Dag terras')
    await vi.waitFor(
      async () =>
        expect((await previewFrame()).getAttribute('srcdoc')).toBe('<p>nl: Dag terras</p>'),
      { timeout: 15_000 }
    )
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(
      () => expect(calls.some((call) => call.path === '/portal/7/publish')).toBe(true),
      { timeout: 15_000 }
    )
    const put = calls.find((call) => call.method === 'PUT')!
    expect((put.body as PortalDraft).texts.nl.body).toBe('Dag terras')
    expect((put.body as PortalDraft).texts.en.body).toBe('Hi terrace')
    expect(calls.findIndex((call) => call.method === 'PUT')).toBeLessThan(
      calls.findIndex((call) => call.path.endsWith('/publish'))
    )
    expect(await screen.findByText('Published')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled()
  }, 60_000)

  it("shows the server's field errors beside their fields and keeps the form", async () => {
    const { calls } = fakeRest({
      'GET /portal/7': () => jsonResponse(200, designer()),
      'POST /portal/7/preview': preview,
      'PUT /portal/7': () =>
        jsonResponse(422, {
          code: 'E_VALIDATION_ERROR',
          message: 'Invalid',
          errors: [
            {
              field: 'texts.en.landingUrl',
              rule: 'url',
              message: 'Enter a complete URL (https://…)',
            },
            {
              field: 'durationMinutes',
              rule: 'range',
              message: 'The durationMinutes field must be between 1 and 10080',
            },
          ],
        }),
    })
    open()
    await screen.findByRole('heading', { name: 'Guest portal' })
    await userEvent.type(
      screen.getByRole('textbox', { name: /Landing page in this language/ }),
      'ftp:x'
    )
    await userEvent.click(screen.getByRole('switch', { name: /Marketing opt-in is mandatory/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Enter a complete URL (https://…)')).toBeInTheDocument()
    expect(
      screen.getByText('The durationMinutes field must be between 1 and 10080')
    ).toBeInTheDocument()
    const sent = calls.find((call) => call.method === 'PUT')!.body as PortalDraft
    expect(sent.forceOptIn).toBe(true)
    expect(sent.texts.en.landingUrl).toBe('ftp:x')
    expect(screen.getByRole('textbox', { name: /Landing page in this language/ })).toHaveValue(
      'ftp:x'
    )
  }, 60_000)

  it('refuses an image over 5 MB before uploading it, and uploads a good one at once', async () => {
    const { calls } = fakeRest({
      'GET /portal/7': () => jsonResponse(200, designer()),
      'POST /portal/7/preview': preview,
      'POST /portal/7/design': () =>
        jsonResponse(
          200,
          designer({
            images: { logo: '/portal-assets/abcdefghijklmnopqrstuv/logo/1.png', background: null },
          })
        ),
    })
    const { container } = open()
    await screen.findByRole('heading', { name: 'Guest portal' })
    const [logoInput] = container.querySelectorAll<HTMLInputElement>('input[type="file"]')
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    await userEvent.upload(logoInput!, huge)
    expect(await screen.findByText('Image too large (max 5 MB).')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/portal/7/design')).toBe(false)

    await userEvent.upload(
      logoInput!,
      new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' })
    )
    expect(await screen.findByRole('img', { name: "The portal's logo" })).toHaveAttribute(
      'src',
      '/portal-assets/abcdefghijklmnopqrstuv/logo/1.png'
    )
  })

  it('a reader sees the form and preview without the controls that change the portal', async () => {
    fakeRest({
      'GET /portal/7': () => jsonResponse(200, designer({ can_update: false })),
      'POST /portal/7/preview': preview,
    })
    open()
    await screen.findByRole('heading', { name: 'Guest portal' })
    expect(screen.getByText('You can look at this portal but not change it.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(screen.getByRole('textbox', { name: /Welcome text/ })).toBeDisabled()
    const schedule = screen.getByRole('region', { name: 'Scheduled offline periods' })
    expect(within(schedule).queryByRole('button', { name: 'Save schedule' })).toBeNull()
  })
})
