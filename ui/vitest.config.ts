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
      // Files share their worker's modules and jsdom (about 1.6 s of start-up saved per file); test/setup.ts resets the
      // app's module-level stores after every test so no file sees another's state.
      isolate: false,
      // Form journeys in jsdom take 2–5 s alone and more while CI's other lane shares the two cores: a limit, not a measure.
      testTimeout: 15_000,
    },
  }),
)
