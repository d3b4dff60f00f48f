export type QueryParams = Record<string, string | number | boolean | null | undefined>

export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value))
  }
  const search = query.toString()
  return `${baseUrl}${path}${search ? `?${search}` : ''}`
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
