import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir, homedir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigStore, resolveConfigDir } from '../src/lib/config-store.js'
import { CliError } from '../src/lib/cli-error.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'airdeck-config-'))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('resolveConfigDir', () => {
  it('prefers AIRDECK_CONFIG_DIR, then XDG_CONFIG_HOME, then ~/.config', () => {
    expect(resolveConfigDir({ AIRDECK_CONFIG_DIR: '/a', XDG_CONFIG_HOME: '/x' })).toBe('/a')
    expect(resolveConfigDir({ XDG_CONFIG_HOME: '/x' })).toBe('/x/airdeck')
    expect(resolveConfigDir({})).toBe(join(homedir(), '.config', 'airdeck'))
  })
})

describe('ConfigStore', () => {
  const config = {
    apiUrl: 'http://api.test',
    token: 'adk_secret',
    tokenId: 7,
    email: 'alice@example.com',
  }

  it('reads an empty config when nothing was written', async () => {
    expect(await new ConfigStore(join(root, 'airdeck')).read()).toEqual({})
  })

  it('writes a 0600 file in a 0700 folder and reads it back', async () => {
    const store = new ConfigStore(join(root, 'nested', 'airdeck'))
    await store.write(config)

    expect((await stat(store.dir)).mode & 0o777).toBe(0o700)
    expect((await stat(store.path)).mode & 0o777).toBe(0o600)
    expect(await store.read()).toEqual(config)
  })

  it('keeps 0600 under a permissive umask', async () => {
    const previous = process.umask(0o000)
    try {
      const store = new ConfigStore(join(root, 'airdeck'))
      await store.write(config)
      expect((await stat(store.path)).mode & 0o777).toBe(0o600)
      expect((await stat(store.dir)).mode & 0o777).toBe(0o700)
    } finally {
      process.umask(previous)
    }
  })

  it('replaces the file atomically and leaves no temporary file', async () => {
    const store = new ConfigStore(join(root, 'airdeck'))
    await store.write(config)
    await store.write({ apiUrl: 'http://api.test', email: 'alice@example.com' })

    expect(await readdir(store.dir)).toEqual(['config.json'])
    expect(JSON.parse(await readFile(store.path, 'utf8'))).toEqual({
      apiUrl: 'http://api.test',
      email: 'alice@example.com',
    })
    expect((await stat(store.path)).mode & 0o777).toBe(0o600)
  })

  it('reports a corrupt file as E_CONFIG_UNREADABLE', async () => {
    const store = new ConfigStore(root)
    await writeFile(store.path, '{ not json')
    await expect(store.read()).rejects.toSatisfy(
      (e) => e instanceof CliError && e.code === 'E_CONFIG_UNREADABLE'
    )
  })
})
