import { TOAST_DURATION_MS } from '@/config/constants'

export type ToastType = 'success' | 'error' | 'info' | 'warning'

const colors: Record<ToastType, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' }

/** Bottom-right, 5000 ms, one per type: a newer toast of a type replaces the one on screen (spec §9). */
export async function toast(type: ToastType, message: string, title?: string): Promise<void> {
  // Loaded on first use: the notifications code is not needed for the first screen.
  const { notifications, notificationsStore } = await import('@mantine/notifications')
  const id = `toast-${type}`
  const data = { id, message, title, color: colors[type], autoClose: TOAST_DURATION_MS }
  const onScreen = notificationsStore.getState().notifications.some((item) => item.id === id)
  if (onScreen) notifications.update(data)
  else notifications.show(data)
}
