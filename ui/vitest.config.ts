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
    },
  }),
)
