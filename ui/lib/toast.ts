import { TOAST_DURATION_MS } from '@/config/constants'
import { i18next } from '@/lib/i18n/i18n'

export type ToastType = 'success' | 'error' | 'info' | 'warning'

export interface ToastOptions {
  title?: string
  /** Who raised it, e.g. a form: a success from the same source closes that source's error toast. */
  source?: string
}

const colors: Record<ToastType, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
}

// The source of the error toast on screen, so a later success of that same form can take it away.
let errorSource: string | undefined

/**
 * Bottom-right, 5000 ms, one per type: a newer toast of a type replaces the one on screen (spec §9). Never rejects,
 * so callers may leave it running (the lint rule for floating promises knows it).
 */
export async function toast(
  type: ToastType,
  message: string,
  options: ToastOptions = {}
): Promise<void> {
  try {
    await show(type, message, options)
  } catch (error) {
    console.error('A toast could not be shown', error)
  }
}

async function show(type: ToastType, message: string, { title, source }: ToastOptions) {
  // Loaded on first use: the notifications code is not needed for the first screen.
  const { notifications, notificationsStore } = await import('@mantine/notifications')
  const onScreen = (id: string) =>
    notificationsStore.getState().notifications.some((item) => item.id === id)
  const id = `toast-${type}`
  // "Saved" next to a stale "Some fields need your attention" contradicts itself.
  if (type === 'success' && source && errorSource === source && onScreen('toast-error'))
    notifications.hide('toast-error')
  if (type === 'error') errorSource = source
  // The close button is an icon: it needs a name for screen readers (axe: button-name).
  const closeButtonProps = { 'aria-label': i18next.t('common:actions.close') }
  const data = {
    id,
    message,
    title,
    color: colors[type],
    autoClose: TOAST_DURATION_MS,
    closeButtonProps,
  }
  if (onScreen(id)) notifications.update(data)
  else notifications.show(data)
}
