import { notificationsStore } from '@mantine/notifications'
import { beforeEach, describe, expect, it } from 'vitest'
import { toast } from './toast'

describe('toast', () => {
  beforeEach(() => {
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] })
  })

  it('shows one toast per type for 5000 ms, the newest replacing the previous', async () => {
    await toast('error', 'first')
    await toast('error', 'second')
    await toast('success', 'saved')
    const shown = notificationsStore.getState().notifications
    expect(shown.map((item) => [item.id, item.message, item.autoClose])).toEqual([
      ['toast-error', 'second', 5000],
      ['toast-success', 'saved', 5000],
    ])
  })
})

describe('a success after a failed save', () => {
  beforeEach(() => {
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] })
  })
  const onScreen = () => notificationsStore.getState().notifications.map((item) => item.id)

  it('closes the error toast of the same form', async () => {
    await toast('error', 'Some fields need your attention.', { source: 'customer-form' })
    await toast('success', 'Saved', { source: 'customer-form' })
    expect(onScreen()).toEqual(['toast-success'])
  })

  it("leaves another form's error, and untagged errors, on screen", async () => {
    await toast('error', 'Some fields need your attention.', { source: 'location-form' })
    await toast('success', 'Saved', { source: 'customer-form' })
    expect(onScreen()).toEqual(['toast-error', 'toast-success'])
    await toast('error', 'Something failed')
    await toast('success', 'Saved', { source: 'customer-form' })
    expect(onScreen()).toContain('toast-error')
  })
})
