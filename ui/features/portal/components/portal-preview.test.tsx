import { act, render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse } from '@/test/render'
import { brandTheme } from '@/lib/brand/brand-theme'
import { draft } from '../portal-fixtures'
import type { PortalDraft } from '../api/portal'
import { PortalPreview, PREVIEW_DELAY_MS } from './portal-preview'

const withBody = (body: string): PortalDraft => ({
  ...draft,
  texts: { ...draft.texts, en: { ...draft.texts.en, body } },
})
const frame = (preview: PortalDraft) => (
  <MantineProvider theme={brandTheme({})} env="test">
    <PortalPreview locationId={7} draft={preview} language="en" version="" />
  </MantineProvider>
)

describe('PortalPreview', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks for one preview once typing pauses for 300 ms, with the latest form', async () => {
    vi.useFakeTimers()
    const { calls } = fakeRest({
      'POST /portal/7/preview': ({ body }) =>
        jsonResponse(200, { html: `<p>${(body as PortalDraft).texts.en.body}</p>` }),
    })
    const { rerender, getByTitle } = render(frame(withBody('W')))
    for (const text of ['We', 'Wel', 'Welcome']) {
      await act(() => vi.advanceTimersByTimeAsync(100))
      rerender(frame(withBody(text)))
    }
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS - 1))
    expect(calls).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(calls).toHaveLength(1)
    expect((calls[0]!.body as PortalDraft).texts.en.body).toBe('Welcome')
    expect(calls[0]!.query.get('lang')).toBe('en')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(getByTitle('Preview of the guest page').getAttribute('srcdoc')).toBe('<p>Welcome</p>')
    expect(getByTitle('Preview of the guest page').getAttribute('sandbox')).toBe('')
  })
})
