import { useSearchParams } from 'react-router'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'

/**
 * The location the /locations tabs show (`?location=ID`, else the default
 * location of the self record: the shared rule of every /locations tab),
 * and a way to choose another one, which only changes the query parameter.
 */
export function useChosenLocation(): [number | null, (id: number) => void] {
  const id = useCurrentLocationId()
  const [, setParams] = useSearchParams()
  const choose = (next: number) =>
    setParams((current) => {
      current.set('location', String(next))
      return current
    })
  return [id, choose]
}
