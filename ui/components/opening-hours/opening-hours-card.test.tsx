import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { renderWithApp } from '@/test/render'
import { emptyOpeningHours } from './opening-hours'
import { OpeningHoursCard } from './opening-hours-card'

afterEach(() => vi.restoreAllMocks())

describe('opening hours card', () => {
  it("loads and saves a customer's hours on the customer's own resource", async () => {
    const hours = { ...emptyOpeningHours(), every_day: true, open: '09:00', close: '17:00' }
    const get = vi.spyOn(api, 'get').mockResolvedValue(hours)
    const put = vi.spyOn(api, 'put').mockResolvedValue(hours)
    renderWithApp(<OpeningHoursCard owner="customers" id={7} canWrite />)

    await userEvent.click(await screen.findByRole('button', { name: 'Save opening hours' }))
    expect(get).toHaveBeenCalledWith('/customers/7/openinghours')
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/customers/7/openinghours', hours, expect.anything())
    )
  })

  it('shows the hours without a save button to readers', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(emptyOpeningHours())
    renderWithApp(<OpeningHoursCard owner="groups" id={3} canWrite={false} />)
    await screen.findAllByText('Closed')
    expect(screen.queryByRole('button', { name: 'Save opening hours' })).not.toBeInTheDocument()
  })
})
