import { readFileSync } from 'node:fs'

/** A recorded legacy API answer from ./fixtures (one file per endpoint), as `data`. */
export function fixtureData<T = any>(name: string): T[] {
  return fixture<{ data: T[] }>(name).data
}

export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))
}
