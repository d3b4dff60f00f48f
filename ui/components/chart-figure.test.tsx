import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChartFigure } from './chart-figure'

describe('ChartFigure', () => {
  it('puts the chart in a figure under a level-3 heading with its title', () => {
    render(
      <MantineProvider>
        <ChartFigure title="Sign-ins per hour">
          <svg role="img" aria-label="chart" />
        </ChartFigure>
      </MantineProvider>
    )
    const figure = screen.getByRole('figure')
    expect(screen.getByRole('heading', { level: 3, name: 'Sign-ins per hour' })).toBeInTheDocument()
    expect(figure).toContainElement(screen.getByRole('heading', { level: 3 }))
    expect(figure).toContainElement(screen.getByRole('img', { name: 'chart' }))
  })
})
