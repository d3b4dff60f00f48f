import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants'

/** A part of the app (a lazy route) could not be fetched: offline, a new deploy, or too slow. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('A part of the application could not be loaded', { cause })
    this.name = 'ChunkLoadError'
  }
}

/** Runs a dynamic import, failing with ChunkLoadError when it errors or takes longer than the limit. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(cause))
      }
    )
  })
}
