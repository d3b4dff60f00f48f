import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'

test.group('Events / a failing listener', () => {
  test('is logged, and the emit (often not awaited) resolves instead of rejecting', async ({
    assert,
    cleanup,
  }) => {
    const event = 'test:listener-fails' as any
    const listener = () => {
      throw new Error('listener broke')
    }
    emitter.on(event, listener)
    cleanup(() => emitter.off(event, listener))
    await assert.doesNotReject(() => emitter.emit(event, {} as any))
  })
})
