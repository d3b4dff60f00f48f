import { defineConfig, drivers } from '@adonisjs/core/hash'
import env from '#start/env'

/**
 * Tests create and sign in thousands of users; a cheap scrypt cost there keeps the suite fast. Every other
 * environment uses the full cost (N = 2^14, about 16 MB and tens of milliseconds per hash).
 */
const cost = env.get('NODE_ENV') === 'test' ? 1024 : 16384

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({
      cost,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 33554432,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
