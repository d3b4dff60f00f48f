import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageLoader } from './page-loader'

describe('PageLoader', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says loading is taking long after 5 seconds of spinning', () => {
    vi.useFakeTimers()
    render(
      <MantineProvider env="test">
        <PageLoader />
      </MantineProvider>
    )
    expect(screen.getByRole('status')).toBeInTheDocument()
    void act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument()
    void act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument()
  })
})
