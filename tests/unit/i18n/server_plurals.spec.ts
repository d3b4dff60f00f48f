import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { placeholdersBeforeWords } from './counts_before_words.js'

/**
 * A number straight before a word ("{count} locations") reads "1 locations" when it is one. A server message must
 * say it through an ICU plural (`{count, plural, one {# location} other {# locations}}`) (issue 32 item 13).
 */
const ROOT = new URL('../../../', import.meta.url).pathname
const LANGUAGES = ['nl', 'en', 'fr', 'de']

/** Placeholders that never hold a count: names and other text, codes, dates, addresses, versions. */
const NOT_COUNTS = new Set([
  ...['account', 'brand', 'code', 'company', 'customer', 'device', 'emails', 'event', 'field'],
  ...['firstname', 'format', 'from', 'inviter', 'ip', 'name', 'plan', 'planName', 'problem'],
  ...['provider', 'reason', 'referrer', 'referrerCompany', 'rule', 'serial', 'service', 'ssid'],
  ...['status', 'subject', 'suggestedName', 'suggestion', 'to', 'type', 'url', 'vendor', 'venue'],
  ...['version', 'what'],
  ...['date', 'expires', 'since', 'time'],
  // A CSV problem's cell: a serial number, an e-mail address, a line; as stock left it stands before a participle.
  'value',
])

/** Words whose form does not change with the number before them: units, linking words, verbs, some nouns. */
const INVARIANT_WORDS = new Set([
  ...['MB', 'KB', 'B', 'Mo', 'Ko', 's', 'ms', 'min', '%'],
  ...['of', 'to', 'and', 'in', 'van', 'tot', 'en', 'op', 'sur', 'à', 'et', 'von', 'bis', 'und'],
  // "mindestens {min} sein", "tussen {min} en {max} liggen", "Wählen Sie höchstens {max} aus".
  ...['sein', 'liegen', 'aus', 'zijn', 'liggen'],
  // "1 uur, 24 uur", "1 keer, 3 keer", "1 mois, 12 mois".
  ...['uur', 'keer', 'mois'],
])

/** Messages that may keep a number before a word, with the reason it never reads wrong. */
const ALLOWED: Record<string, string> = {
  'errors:E_STOCK_INSUFFICIENT':
    'participles ("3 left, 1 asked", "over/gevraagd", "vorhanden/angefragt") read the same for one and many; French, where they agree, uses a plural',
}

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value, path) }
  }, {})
}

/** Every message of one language, as `namespace:key` → message. */
async function messagesOf(language: string): Promise<Record<string, string>> {
  const folder = join(ROOT, 'resources/lang', language)
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'))
  const namespaces = await Promise.all(
    files.map(async (file) => {
      const tree = JSON.parse(await readFile(join(folder, file), 'utf8')) as Tree
      const namespace = file.replace(/\.json$/, '')
      return Object.entries(flatten(tree)).map(([key, text]) => [`${namespace}:${key}`, text])
    })
  )
  return Object.fromEntries(namespaces.flat())
}

const countsBeforeWords = (message: string) =>
  placeholdersBeforeWords(message).filter((hit) => {
    const [, name, word] = hit.match(/^\{(\w+)\} (.+)$/)!
    return !NOT_COUNTS.has(name) && !INVARIANT_WORDS.has(word)
  })

test.group('Server messages / a count before a noun is an ICU plural', () => {
  test('finds a number before a word outside a plural, and inside a branch, but not before a unit', ({
    assert,
  }) => {
    assert.deepEqual(countsBeforeWords('Still used by {count} locations, for {max} MB.'), [
      '{count} locations',
    ])
    assert.deepEqual(
      countsBeforeWords('{count, plural, one {# site} other {# sites, {devices} devices}} left'),
      ['{devices} devices']
    )
    assert.deepEqual(countsBeforeWords('{n, number} rows'), ['{n} rows'])
    assert.deepEqual(countsBeforeWords('{from, select, live {live} other {{from}}} to {to}'), [])
    assert.deepEqual(countsBeforeWords("It is '{count} rows' and {venue} is open"), [])
  })

  for (const language of LANGUAGES) {
    test(`${language}: every count before a word goes through a plural`, async ({ assert }) => {
      const messages = await messagesOf(language)
      assert.isAbove(Object.keys(messages).length, 100)
      const found = Object.entries(messages)
        .filter(([id]) => !(id in ALLOWED))
        .flatMap(([id, message]) => countsBeforeWords(message).map((hit) => `${id}  ${hit}`))
      assert.deepEqual(found, [])
    })
  }

  test('allows only messages that exist and still need it in some language', async ({ assert }) => {
    const all = await Promise.all(LANGUAGES.map(messagesOf))
    const needed = (id: string) =>
      all.some((messages) => id in messages && countsBeforeWords(messages[id]).length > 0)
    assert.deepEqual(
      Object.keys(ALLOWED).filter((id) => !needed(id)),
      []
    )
  })

  test('reads "1 second" and "2 seconds", "1 locatie", "1 client connecté" through the server\'s i18n', ({
    assert,
  }) => {
    const en = i18nManager.locale('en')
    assert.equal(
      en.t('errors.E_TOO_MANY_REQUESTS', { seconds: 1 }),
      'Too many attempts. Try again in 1 second.'
    )
    assert.equal(
      en.t('errors.E_TOO_MANY_REQUESTS', { seconds: 2 }),
      'Too many attempts. Try again in 2 seconds.'
    )
    assert.equal(
      i18nManager.locale('nl').t('errors.E_CONTROLLER_IN_USE', { count: 1 }),
      'Deze controller wordt nog gebruikt door 1 locatie. Ontkoppel die eerst.'
    )
    // The alert mail passes its numbers as text: the plural still reads them as numbers.
    assert.equal(
      i18nManager.locale('fr').t('alerts.trigger.clients_above', {
        venue: 'Le Port',
        clients: '1',
        threshold: '0',
      }),
      'Le Port compte 1 client connecté, plus de 0.'
    )
  })
})
