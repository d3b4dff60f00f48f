import { useEffect, useRef } from 'react'

/**
 * While a fixed panel is on screen, the page gets room below its content for it, so on a phone the panel never
 * hides a headline or a button that cannot be scrolled into view.
 */
export function useReservedSpace<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const panel = ref.current
    if (!active || !panel) return
    const reserve = () => (document.body.style.paddingBottom = `${panel.offsetHeight + 32}px`)
    reserve()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve)
    observer?.observe(panel)
    return () => {
      observer?.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [active])
  return ref
}
