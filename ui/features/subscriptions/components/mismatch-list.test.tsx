import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { MismatchList } from './mismatch-list'

const never = { checked_at: null, locations_checked: 0, data: [] }
const clean = { checked_at: '2026-11-28T09:00:00Z', locations_checked: 9, data: [] }

afterEach(() => vi.restoreAllMocks())

describe('service mismatches (issue 32)', () => {
  it('gives no verdict before the first check and offers to run it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(never)
    const post = vi.spyOn(api, 'post').mockResolvedValue(clean)
    renderWithApp(<MismatchList />)
    expect(await screen.findByText('Not checked yet.')).toBeInTheDocument()
    expect(screen.queryByText('Every location matches its billing.')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }))
    expect(post).toHaveBeenCalledWith('/subscriptions/mismatches/check', undefined, {
      expect: [503],
    })
    expect(await screen.findByText('Every location matches its billing.')).toBeInTheDocument()
    expect(screen.queryByText('Not checked yet.')).not.toBeInTheDocument()
  })
})
