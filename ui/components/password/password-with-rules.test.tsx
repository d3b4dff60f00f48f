import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PasswordWithRules } from './password-with-rules'

function Field() {
  const [value, setValue] = useState('')
  return (
    <PasswordWithRules
      label="Password"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  )
}

describe('PasswordWithRules', () => {
  it('shows the rules and the strength as the user types', async () => {
    render(
      <MantineProvider env="test">
        <Field />
      </MantineProvider>
    )
    const rule = (name: string) => screen.getByText(name).closest('li')!
    expect(rule('At least 8 characters')).toHaveTextContent('(not met yet)')
    expect(screen.getByText(/Password strength: not entered/)).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh')
    expect(rule('At least 8 characters')).toHaveTextContent('(met)')
    expect(rule('A lowercase letter')).toHaveTextContent('(met)')
    expect(rule('An uppercase letter')).toHaveTextContent('(not met yet)')
    expect(screen.getByText(/Password strength: weak/)).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Password'), 'A!2026xyz')
    expect(rule('A special character')).toHaveTextContent('(met)')
    expect(screen.getByText(/Password strength: strong/)).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'strong')
  })
})
