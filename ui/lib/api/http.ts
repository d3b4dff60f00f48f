export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** Only the filters that are set (not undefined, null or ''), as query parameters. */
export function definedParams(filters: object): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '' && value !== null) params[key] = value
  return params
}

export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value))
  }
  const search = query.toString()
  return `${baseUrl}${path}${search ? `?${search}` : ''}`
}

/** A FormData body goes as is (the browser adds the multipart boundary); anything else as JSON. */
export function encodeBody(body: unknown): { body: BodyInit | undefined; contentType?: string } {
  if (body === undefined) return { body: undefined }
  if (body instanceof FormData) return { body }
  return { body: JSON.stringify(body), contentType: 'application/json' }
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  return (response.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : text
}

export async function readErrorBody(response: Response) {
  try {
    const body = await readBody(response)
    return typeof body === 'object' && body !== null ? body : null
  } catch {
    return null
  }
}
