import { globSync, readFileSync } from 'node:fs'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

const here = new URL('.', import.meta.url).pathname
const testFiles = globSync('**/*.test.{ts,tsx}', {
  cwd: here,
  exclude: (path) => path.includes('node_modules'),
})
/** A module mock applies only where the module is not loaded yet: files that mock run in a fresh worker each. */
const mockingFiles = testFiles.filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(`${here}${file}`, 'utf8'))
)

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      css: false,
      restoreMocks: true,
      // Form journeys in jsdom take 2–5 s alone and more while CI's other lane shares the two cores: a limit, not a measure.
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          // Files share their worker's modules and jsdom (about 1.6 s of start-up saved per file); test/setup.ts
          // resets the app's module-level stores after every test so no file sees another's state.
          test: {
            name: 'shared',
            include: ['**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**', ...mockingFiles],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            include: mockingFiles.length ? mockingFiles : ['no-such-file'],
            isolate: true,
          },
        },
      ],
    },
  })
)
