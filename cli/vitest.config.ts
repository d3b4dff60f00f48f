import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Files share their worker's modules (no file mocks a module); each test builds its own session and config folder.
    isolate: false,
  },
})
