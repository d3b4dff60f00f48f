import { test } from '@japa/runner'
import { terminateGracefully } from '#kernel/runtime/shutdown'

test.group('Kernel / graceful shutdown', (group) => {
  let exitCode: typeof process.exitCode
  group.each.setup(() => {
    exitCode = process.exitCode
    return () => {
      process.exitCode = exitCode
    }
  })

  test('a Redis connection closed during its own QUIT is not a failure', async ({ assert }) => {
    process.exitCode = undefined
    await terminateGracefully(() => Promise.reject(new Error('Connection is closed.')))
    assert.isUndefined(process.exitCode)
  })

  test('any other shutdown error exits non-zero', async ({ assert }) => {
    process.exitCode = undefined
    const original = console.error
    console.error = () => {}
    try {
      await terminateGracefully(() => Promise.reject(new Error('database pool did not drain')))
    } finally {
      console.error = original
    }
    assert.equal(process.exitCode, 1)
  })

  test('a shutdown that hangs is cut off with exit code 1, naming what was still open', async ({
    assert,
  }) => {
    const original = console.error
    const logged: string[] = []
    console.error = (message: string) => void logged.push(message)
    let exited: number | undefined
    try {
      await new Promise<void>((resolve) => {
        void terminateGracefully(() => new Promise(() => {}), {
          timeoutMs: 20,
          exit: (code) => {
            exited = code
            resolve()
          },
        })
      })
    } finally {
      console.error = original
    }
    assert.equal(exited, 1)
    assert.match(logged[0], /did not finish within 20 ms; still open: /)
  })
})
