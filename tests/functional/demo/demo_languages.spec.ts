import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedDemoData } from '#database/demo/demo_data'
import { PUBLIC_LANGUAGES } from '#core/public_pages/public_language'

type Json = unknown
const LANGUAGES: readonly string[] = PUBLIC_LANGUAGES

/** Every object of a stored document whose keys are languages: the texts a model keeps per language. */
function perLanguageMaps(value: Json, path: string, found: Array<[string, Record<string, Json>]>) {
  if (!value || typeof value !== 'object') return found
  const entries = Object.entries(value as Record<string, Json>)
  if (entries.length && entries.some(([key]) => LANGUAGES.includes(key)))
    found.push([path, value as Record<string, Json>])
  for (const [key, child] of entries) perLanguageMaps(child, `${path}.${key}`, found)
  return found
}

/** The strings of one language's entry, by their path inside it. */
function strings(value: Json, path = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(path, value)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [inner, text] of strings(child, `${path}.${key}`)) out.set(inner, text)
  return out
}

/**
 * The English text of a per-language map has a text of its own in Dutch, French and German: a Dutch, French or German
 * user of the demo never reads a seeded English sentence where the model could hold theirs (issue 32 item 13).
 */
function englishOnly(documents: Array<[string, Json]>) {
  const problems: string[] = []
  for (const [name, document] of documents)
    for (const [path, map] of perLanguageMaps(document, name, [])) {
      const english = strings(map.en)
      for (const language of LANGUAGES.filter((code) => code !== 'en')) {
        const own = strings(map[language])
        for (const [key, text] of english) {
          if (!/\p{L}{3}/u.test(text)) continue
          const translated = own.get(key)
          if (!translated?.trim()) problems.push(`${path}.${language}${key} is missing`)
          else if (translated === text)
            problems.push(`${path}.${language}${key} is the English "${text}"`)
        }
      }
    }
  return problems
}

test.group('Demo / seeded texts in the four languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every per-language text the demo seeds (portals, status pages) exists in each language, not only in English', async ({
    assert,
  }) => {
    await db.transaction((trx) => seedDemoData(trx))
    const portals = await db.from('portals').select('id', 'draft', 'published')
    const pages = await db.from('status_pages').select('id', 'draft', 'published')
    assert.isAbove(portals.length, 0, 'the demo seeds portals')
    const documents: Array<[string, Json]> = [
      ...portals.flatMap((row) => [
        [`portal ${row.id} draft`, row.draft] as [string, Json],
        [`portal ${row.id} published`, row.published] as [string, Json],
      ]),
      ...pages.flatMap((row) => [
        [`status page ${row.id} draft`, row.draft] as [string, Json],
        [`status page ${row.id} published`, row.published] as [string, Json],
      ]),
    ]
    assert.isAbove(
      documents.flatMap(([name, document]) => perLanguageMaps(document, name, [])).length,
      0,
      'the walk finds the per-language texts'
    )
    assert.deepEqual(englishOnly(documents), [])
  })

  test('the check itself flags a seeded text left in English', async ({ assert }) => {
    const portal = {
      texts: {
        nl: { body: 'Welcome!' },
        en: { body: 'Welcome!' },
        fr: {},
        de: { body: 'Willkommen!' },
      },
    }
    assert.deepEqual(englishOnly([['portal', portal]]), [
      'portal.texts.nl.body is the English "Welcome!"',
      'portal.texts.fr.body is missing',
    ])
  })
})
