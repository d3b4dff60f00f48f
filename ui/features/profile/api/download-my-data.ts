import { api } from '@/lib/api/api-client'

/**
 * `GET /rest/self/data` — a sensitive call: the server answers 423 unless the password was confirmed
 * recently, and the API client then asks for it and retries.
 */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<unknown>('/self/data')
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `airdeck-my-data-${new Date().toISOString().slice(0, 10)}.json`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
