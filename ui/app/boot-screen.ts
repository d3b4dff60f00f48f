import { SLOW_LOADING_AFTER_MS } from '@/config/constants'
import { i18next } from '@/lib/i18n/i18n'

/**
 * The spinner of index.html shows until the first screen renders; after 5 s it says that loading takes long
 * (spec §8), in the interface language when the translations already arrived.
 */
export function watchSlowBoot(): () => void {
  const timer = setTimeout(() => {
    const screen = document.querySelector('.boot')
    if (!screen) return
    const message = document.createElement('p')
    message.className = 'boot-slow'
    message.textContent = i18next.isInitialized
      ? i18next.t('loading.slow')
      : 'Loading is taking longer than usual…'
    screen.append(message)
  }, SLOW_LOADING_AFTER_MS)
  return () => clearTimeout(timer)
}
