import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildProgram, runCli } from '../src/program.js'

let configDir: string
let stderr: string

beforeEach(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'airdeck-cli-'))
  vi.stubEnv('AIRDECK_CONFIG_DIR', configDir)
  vi.stubEnv('AIRDECK_API_URL', '')
  stderr = ''
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk)
    return true
  })
})

afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  await rm(configDir, { recursive: true, force: true })
})

const run = (...args: string[]) => {
  const program = buildProgram().configureOutput({ writeErr: (text) => void (stderr += text), writeOut: () => {} })
  return runCli(['node', 'airdeck', ...args], program)
}

describe('runCli', () => {
  it('exits 0 for --help and --version', async () => {
    expect(await run('--help')).toBe(0)
    expect(await run('--version')).toBe(0)
  })

  it('exits 2 for an unknown option or command', async () => {
    expect(await run('whoami', '--bogus')).toBe(2)
    expect(await run('fly')).toBe(2)
    expect(stderr).toContain("unknown command 'fly'")
  })

  it('exits 2 for a malformed --api-url', async () => {
    expect(await run('whoami', '--api-url', 'ftp://x')).toBe(2)
  })

  it('exits 3 from whoami when no token is stored', async () => {
    expect(await run('whoami', '--json')).toBe(3)
    expect(stderr).toContain('not signed in')
  })

  it('exits 3 instead of sending the token to another server', async () => {
    const config = { apiUrl: 'http://signed-in.test', token: 'adk_x', tokenId: 1, email: 'a@example.com' }
    await writeFile(join(configDir, 'config.json'), JSON.stringify(config))
    expect(await run('whoami', '--api-url', 'http://other.test')).toBe(3)
    expect(stderr).toContain('signed in to http://signed-in.test')
  })

  it('exits 2 when login cannot prompt', async () => {
    expect(await run('login', '--password-stdin')).toBe(2)
    expect(stderr).toContain('--password-stdin needs --email')
  })

  it('exits 1 for an unreadable config file, without a stack', async () => {
    await writeFile(join(configDir, 'config.json'), '{')
    expect(await run('whoami')).toBe(1)
    expect(stderr).toContain('Cannot read the configuration file')
    expect(stderr).not.toMatch(/\n\s+at /)
  })
})
