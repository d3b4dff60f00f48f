import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { emptyOpeningHours, openingHoursErrors, type OpeningHours } from './opening-hours'
import { OpeningHoursEditor } from './opening-hours-editor'

function Harness({
  onChange,
  errors,
}: {
  onChange?: (value: OpeningHours) => void
  errors?: Record<string, string>
}) {
  const [value, setValue] = useState(emptyOpeningHours())
  return (
    <MantineProvider env="test">
      <OpeningHoursEditor
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
    </MantineProvider>
  )
}

describe('OpeningHoursEditor', () => {
  it('opens a day and sets its times', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(screen.queryByLabelText('Monday opens at')).toBeNull()
    await userEvent.click(screen.getByRole('switch', { name: 'Monday' }))
    fireEvent.change(screen.getByLabelText('Monday opens at'), { target: { value: '09:00' } })
    fireEvent.change(screen.getByLabelText('Monday closes at'), { target: { value: '17:30' } })
    const last = onChange.mock.calls.at(-1)![0] as OpeningHours
    expect(last.days.mon).toEqual({ closed: false, open: '09:00', close: '17:30' })
    expect(last.days.tue.closed).toBe(true)
  })

  it('the every-day option shows one pair of times', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await userEvent.click(screen.getByLabelText('Same hours every day'))
    expect(screen.queryByRole('switch', { name: 'Monday' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Opens at'), { target: { value: '08:00' } })
    expect(onChange.mock.calls.at(-1)![0]).toMatchObject({ every_day: true, open: '08:00' })
  })

  it('shows the error of a field under its input', async () => {
    render(
      <Harness errors={{ 'days.mon.close': 'An open day needs an opening and a closing time' }} />
    )
    await userEvent.click(screen.getByRole('switch', { name: 'Monday' }))
    expect(screen.getByText('An open day needs an opening and a closing time')).toBeInTheDocument()
  })
})

describe('openingHoursErrors', () => {
  it('every open day needs an opening and a closing time', () => {
    const hours = emptyOpeningHours()
    hours.days.mon = { closed: false, open: '09:00', close: null }
    hours.days.sat = { closed: false, open: '9h', close: '18:00' }
    expect(openingHoursErrors(hours)).toEqual({
      'days.mon.close': 'required',
      'days.sat.open': 'time',
    })
    expect(openingHoursErrors(emptyOpeningHours())).toEqual({})
    expect(
      openingHoursErrors({ ...emptyOpeningHours(), every_day: true, open: '08:00', close: null })
    ).toEqual({ close: 'required' })
  })
})
