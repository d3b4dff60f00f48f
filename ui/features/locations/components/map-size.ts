import { useLayoutEffect, useRef, useState } from 'react'
import type { MapSize } from './map-projection'

/** Used until the element has been measured (and in test DOMs, which have no layout). */
const FALLBACK_WIDTH = 800

/** Map height for a width: a landscape map on a desktop, still tall enough to pan on a phone. */
export function mapHeightFor(width: number) {
  return Math.round(Math.min(560, Math.max(300, width * 0.6)))
}

/** The map frame's size in CSS pixels, followed as the window resizes, so one SVG unit is one pixel at every width. */
export function useMapSize<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width)
      if (measured > 0) setWidth(measured)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const size: MapSize = { width, height: mapHeightFor(width) }
  return [ref, size] as const
}
