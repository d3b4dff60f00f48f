import { useEffect, useRef, type RefObject } from 'react'
import type { Point } from './map-projection'

export interface MapGestureHandlers {
  zoom: (factor: number, anchor: Point) => void
  pan: (dx: number, dy: number) => void
}

/** Wheel lines and pages are turned into pixels, so every mouse and touchpad zooms at a similar pace. */
const WHEEL_UNIT = [1, 40, 800] as const
const WHEEL_SPEED = 0.002

/**
 * Wheel zoom around the cursor, drag to pan, and pinch on touch screens.
 * Listeners are bound once to the element; a drag that starts on a button
 * (a pin, a zoom button) is left to that button.
 */
export function useMapGestures(ref: RefObject<HTMLElement | null>, handlers: MapGestureHandlers) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const local = (event: { clientX: number; clientY: number }): Point => {
      const box = element.getBoundingClientRect()
      return [event.clientX - box.left, event.clientY - box.top]
    }
    const pointers = new Map<number, Point>()

    const onWheel = (event: WheelEvent) => {
      // The page must not scroll while the wheel zooms the map (hence a listener that is not passive).
      event.preventDefault()
      const delta = event.deltaY * WHEEL_UNIT[event.deltaMode as 0 | 1 | 2]
      latest.current.zoom(Math.exp(-delta * WHEEL_SPEED), local(event))
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || (event.target as Element).closest('button')) return
      element.setPointerCapture(event.pointerId)
      pointers.set(event.pointerId, local(event))
      element.dataset.dragging = 'true'
    }
    const onPointerMove = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId)
      if (!previous) return
      const point = local(event)
      const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)?.[1]
      if (other) {
        // Pinch: the distance between two fingers sets the zoom, their middle the anchor.
        const before = Math.hypot(previous[0] - other[0], previous[1] - other[1])
        const after = Math.hypot(point[0] - other[0], point[1] - other[1])
        if (before > 0)
          latest.current.zoom(after / before, [
            (point[0] + other[0]) / 2,
            (point[1] + other[1]) / 2,
          ])
      } else {
        latest.current.pan(point[0] - previous[0], point[1] - previous[1])
      }
      pointers.set(event.pointerId, point)
    }
    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId)
      if (pointers.size === 0) delete element.dataset.dragging
    }

    element.addEventListener('wheel', onWheel, { passive: false })
    element.addEventListener('pointerdown', onPointerDown)
    element.addEventListener('pointermove', onPointerMove)
    element.addEventListener('pointerup', onPointerUp)
    element.addEventListener('pointercancel', onPointerUp)
    return () => {
      element.removeEventListener('wheel', onWheel)
      element.removeEventListener('pointerdown', onPointerDown)
      element.removeEventListener('pointermove', onPointerMove)
      element.removeEventListener('pointerup', onPointerUp)
      element.removeEventListener('pointercancel', onPointerUp)
    }
  }, [ref])
}
