import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { independentCards } from '#kernel/cards/independent_cards'

test.group('Kernel / independent cards', () => {
  test('a card that fails carries its own translated error; the others keep their data', async ({
    assert,
  }) => {
    const cards = await independentCards(null, {
      fine: async () => ({ count: 3 }),
      broken: async () => {
        throw new Error('relation "nowhere" does not exist')
      },
      alsoFine: async () => [1, 2],
    })
    assert.deepEqual(cards.fine, { data: { count: 3 }, error: null })
    assert.deepEqual(cards.alsoFine, { data: [1, 2], error: null })
    assert.isNull(cards.broken.data)
    assert.equal(cards.broken.error?.code, 'E_CARD_FAILED')
    assert.equal(
      cards.broken.error?.message,
      i18nManager.locale(i18nManager.defaultLocale).t('errors.E_CARD_FAILED')
    )
    assert.notInclude(cards.broken.error?.message, 'nowhere')
  })
})
