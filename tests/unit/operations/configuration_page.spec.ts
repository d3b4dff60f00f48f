import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** The variables start/env.ts validates: the keys of the object given to Env.create. */
export function envFileVariables(source: string): string[] {
  const body = source.slice(source.indexOf('Env.create('))
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1])
}

/** Variables read straight from process.env, and demo port variables named in strings. */
export function directlyReadVariables(source: string): string[] {
  const names = [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1])
  const ports = [...source.matchAll(/'(DEMO_[A-Z0-9_]+_PORT)'/g)].map((m) => m[1])
  const prefixes = [...source.matchAll(/process\.env\[`([A-Z][A-Z0-9_]*_)\$\{/g)].map(
    (m) => `${m[1]}<ID>`
  )
  return [...names, ...ports, ...prefixes]
}

async function serverSources(): Promise<string[]> {
  const files: string[] = [join(root, 'scripts/start.js')]
  for (const folder of ['core', 'config', 'start', 'providers', 'bin', 'database', 'plugins']) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true })
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(ts|js)$/.test(entry.name) || /\.(spec|test)\./.test(entry.name))
        continue
      if (entry.parentPath.includes('node_modules') || entry.parentPath.includes('simulator'))
        continue
      files.push(join(entry.parentPath, entry.name))
    }
  }
  return Promise.all(files.map((file) => readFile(file, 'utf8')))
}

test.group('Operations / docs/configuration.md names every setting', () => {
  test('every variable of start/env.ts is on the page', async ({ assert }) => {
    const env = await readFile(join(root, 'start/env.ts'), 'utf8')
    const page = await readFile(join(root, 'docs/configuration.md'), 'utf8')
    const variables = envFileVariables(env)
    assert.isAbove(variables.length, 40, 'the parser finds the variables of start/env.ts')
    assert.includeMembers(variables, ['DATABASE_POOL_MAX', 'SESSION_DRIVER', 'STRIPE_SECRET_KEY'])
    const missing = variables.filter((name) => !page.includes(`\`${name}\``))
    assert.deepEqual(missing, [], 'named in start/env.ts but not in docs/configuration.md')
  })

  test('so is every variable the code reads straight from process.env', async ({ assert }) => {
    const page = await readFile(join(root, 'docs/configuration.md'), 'utf8')
    const read = new Set((await serverSources()).flatMap(directlyReadVariables))
    assert.isTrue(read.has('INTEGRATION_URL_<ID>'), 'the parser finds INTEGRATION_URL_<ID>')
    const missing = [...read].filter((name) => !page.includes(`\`${name}\``)).sort()
    assert.deepEqual(missing, [], 'read by the code but not in docs/configuration.md')
  })

  test('the parser sees a variable added to start/env.ts', ({ assert }) => {
    const source = 'export default await Env.create(x, {\n  NODE_ENV: a,\n  NEW_SETTING: b,\n})'
    assert.deepEqual(envFileVariables(source), ['NODE_ENV', 'NEW_SETTING'])
  })

  test('the README production section links to the page', async ({ assert }) => {
    const readme = await readFile(join(root, 'README.md'), 'utf8')
    const production = readme.slice(readme.indexOf('## Production'))
    assert.include(production.slice(0, production.indexOf('\n## ', 5)), 'docs/configuration.md')
  })
})
