import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // Form journeys in jsdom take 2–5 s alone and more while CI's other lane shares the two cores: a limit, not a measure.
      testTimeout: 15_000,
    },
  }),
)
