import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OfflineBanner } from './offline-banner'

describe('OfflineBanner', () => {
  it('warns when offline, then offers a refresh once the connection is back', async () => {
    render(
      <MantineProvider env="test">
        <OfflineBanner />
      </MantineProvider>
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('You are not connected to the internet')

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('Connection restored')
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(reload).toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
