import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, withChunkTimeout } from './chunk-load'

describe('withChunkTimeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fails with ChunkLoadError after 120 seconds', async () => {
    vi.useFakeTimers()
    const loading = withChunkTimeout(() => new Promise(() => {}))
    vi.advanceTimersByTime(119_999)
    const failed = loading.catch((error: unknown) => error)
    vi.advanceTimersByTime(1)
    expect(await failed).toBeInstanceOf(ChunkLoadError)
  })

  it('wraps a failed import and passes a loaded one through', async () => {
    await expect(
      withChunkTimeout(() => Promise.reject(new TypeError('fetch')))
    ).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({
      default: 1,
    })
  })
})
