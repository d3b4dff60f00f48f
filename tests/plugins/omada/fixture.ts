import { readFileSync } from 'node:fs'

/** A recorded Open API answer from ./fixtures (one file per endpoint). */
export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))
}

/** Its `result` (or the grid's `data`). */
export function fixtureResult<T = any>(name: string): T {
  const { result } = fixture(name)
  return (Array.isArray(result?.data) ? result.data : result) as T
}
