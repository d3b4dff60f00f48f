import { useEffect, useState } from 'react'
import type { Feature, Geometry } from 'geojson'

/** The country outlines of Natural Earth at 1:50 million, as GeoJSON features (id: ISO 3166 numeric code). */
export type CountryOutline = Feature<Geometry, { name: string }>

let loading: Promise<CountryOutline[]> | undefined

/**
 * The packaged world atlas (no tile server: the server has no internet), loaded
 * on first use as its own chunks, so only the map view pays for its size.
 */
export function loadCountryOutlines(): Promise<CountryOutline[]> {
  loading ??= Promise.all([import('topojson-client'), import('world-atlas/countries-50m.json')])
    .then(([topojson, atlas]) => {
      const topology = atlas.default as unknown as Parameters<typeof topojson.feature>[0]
      const countries = topojson.feature(topology, 'countries') as unknown as {
        features: CountryOutline[]
      }
      return countries.features
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

/** The outlines once loaded; null while loading or when the chunk could not be fetched (the pins still show). */
export function useCountryOutlines() {
  const [outlines, setOutlines] = useState<CountryOutline[] | null>(null)
  useEffect(() => {
    let current = true
    loadCountryOutlines().then(
      (loaded) => current && setOutlines(loaded),
      () => current && setOutlines(null)
    )
    return () => {
      current = false
    }
  }, [])
  return outlines
}
