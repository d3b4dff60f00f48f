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
