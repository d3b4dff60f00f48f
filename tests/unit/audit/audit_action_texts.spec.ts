import { test } from '@japa/runner'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { AUDIT_ACTIONS, NETWORK_COMMANDS } from '#kernel/audit/audit_actions'

const ROOT = new URL('../../../', import.meta.url).pathname
const LANGUAGES = ['nl', 'en', 'fr', 'de']
const locale = async (language: string, namespace: string) =>
  JSON.parse(await readFile(join(ROOT, 'ui/locales', language, `${namespace}.json`), 'utf8'))
const at = (tree: any, path: string[]) =>
  path.reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree)
const camel = (name: string) =>
  name.replace(/_([a-z])/g, (_all, letter: string) => letter.toUpperCase())

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, folder), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

test.group('Audit log and history / every action reads as a sentence in four languages', () => {
  test('each audit action has a sentence naming its actor in nl, en, fr and de (ui/locales/*/audit.json, actions)', async ({
    assert,
  }) => {
    for (const language of LANGUAGES) {
      const texts = (await locale(language, 'audit')).actions
      const missing = AUDIT_ACTIONS.filter((action) => {
        const text = at(texts, action.split('.'))
        return typeof text !== 'string' || !text.includes('{{actor}}')
      })
      assert.deepEqual(missing, [], `${language}: audit actions without a sentence`)
    }
  })

  test('every action the code writes is a declared one (recordAudit takes only AUDIT_ACTIONS; this catches casts)', async ({
    assert,
  }) => {
    const declared = new Set<string>(AUDIT_ACTIONS)
    const written = new Set<string>()
    for (const folder of ['core', 'database', 'plugins', 'providers', 'start']) {
      for (const file of await sourceFiles(folder)) {
        const code = await readFile(file, 'utf8')
        if (!code.includes('recordAudit') || file.endsWith('audit_actions.ts')) continue
        for (const match of code.matchAll(/action: (['`])([a-z_]+\.[a-z_]+)\1/g))
          written.add(match[2])
        for (const match of code.matchAll(
          /action: [^,\n]*\? '([a-z_]+\.[a-z_]+)' : '([a-z_]+\.[a-z_]+)'/g
        ))
          written.add(match[1]).add(match[2])
      }
    }
    assert.isAbove(written.size, 80)
    assert.deepEqual([...written].filter((action) => !declared.has(action)).sort(), [])
  })

  test('each network command has its history sentence in the four languages (history.json, command)', async ({
    assert,
  }) => {
    for (const language of LANGUAGES) {
      const commands = (await locale(language, 'history')).command
      assert.deepEqual(
        NETWORK_COMMANDS.filter((command) => typeof commands[camel(command)] !== 'string'),
        [],
        language
      )
    }
  })
})
