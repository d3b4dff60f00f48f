import { describe, expect, it } from 'vitest'
import { render } from 'ink-testing-library'
import { ErrorMessage } from '../src/components/error-message.js'
import { SuccessMessage } from '../src/components/success-message.js'
import { WhoamiSummary } from '../src/components/whoami-summary.js'

describe('output components', () => {
  it('WhoamiSummary lists name, e-mail, role, language and API URL', () => {
    const { lastFrame } = render(
      <WhoamiSummary
        name="Alice Example"
        email="alice@example.com"
        role="partner"
        language="nl"
        apiUrl="http://api.test"
      />
    )
    const frame = lastFrame() ?? ''
    expect(frame).toMatch(/Name\s+Alice Example/)
    expect(frame).toMatch(/E-mail\s+alice@example.com/)
    expect(frame).toMatch(/Role\s+partner/)
    expect(frame).toMatch(/Language\s+nl/)
    expect(frame).toMatch(/API URL\s+http:\/\/api.test/)
  })

  it('ErrorMessage shows the message and the hint', () => {
    const { lastFrame } = render(
      <ErrorMessage message="Invalid e-mail or password." hint="Try again." />
    )
    expect(lastFrame()).toContain('✖ Invalid e-mail or password.')
    expect(lastFrame()).toContain('Try again.')
  })

  it('SuccessMessage shows the text', () => {
    const { lastFrame } = render(<SuccessMessage text="Signed in as alice@example.com" />)
    expect(lastFrame()).toContain('✔ Signed in as alice@example.com')
  })
})
