import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchSlowBoot } from './boot-screen'

describe('boot screen', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('says loading takes long after 5 seconds, unless the app rendered before', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div class="boot"></div>'
    const stop = watchSlowBoot()
    vi.advanceTimersByTime(4999)
    expect(document.querySelector('.boot-slow')).toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.querySelector('.boot-slow')?.textContent).toBe(
      'Loading is taking longer than usual. Hang on a moment…'
    )
    stop()

    document.body.innerHTML = '<div class="boot"></div>'
    watchSlowBoot()()
    vi.advanceTimersByTime(6000)
    expect(document.querySelector('.boot-slow')).toBeNull()
  })
})
