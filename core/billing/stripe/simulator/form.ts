/**
 * Stripe's parameter encoding (form bodies and query strings alike): brackets nest objects (`address[city]=Gent`),
 * indexes make arrays (`items[0][price]=price_x`, `expand[]=customer` appends), an empty value means "unset".
 * URLSearchParams already decodes `%5B` and `[`, `+` and `%20`.
 */
export type StripeParams = Record<string, any>

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

export function parseStripeParams(entries: Iterable<[string, string]>): StripeParams {
  const root: StripeParams = {}
  for (const [key, value] of entries) {
    const segments = keySegments(key)
    if (!segments || segments.some((segment) => FORBIDDEN.has(segment))) continue
    let node: StripeParams = root
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1
      const name = segment === '' ? String(Object.keys(node).length) : segment
      if (last) node[name] = value
      else node = node[name] = node[name] && typeof node[name] === 'object' ? node[name] : {}
    })
  }
  return indexedObjectsToArrays(root)
}

export function paramsOfBody(rawBody: string | undefined): StripeParams {
  return parseStripeParams(new URLSearchParams(rawBody ?? ''))
}

function keySegments(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return null
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])]
}

function indexedObjectsToArrays(value: any): any {
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value)
  for (const key of keys) value[key] = indexedObjectsToArrays(value[key])
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => value[index])
  }
  return value
}
