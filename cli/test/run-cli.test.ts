import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliSessionForEachTest } from './helpers/cli-session.js'

const cli = cliSessionForEachTest()

describe('runCli', () => {
  it('exits 0 for --help and --version', async () => {
    expect(await cli.run('--help')).toBe(0)
    expect(await cli.run('--version')).toBe(0)
  })

  it('exits 2 for an unknown option or command', async () => {
    expect(await cli.run('whoami', '--bogus')).toBe(2)
    expect(await cli.run('fly')).toBe(2)
    expect(cli.stderr).toContain("unknown command 'fly'")
  })

  it('exits 2 for a malformed --api-url', async () => {
    expect(await cli.run('whoami', '--api-url', 'ftp://x')).toBe(2)
  })

  it('exits 3 from whoami when no token is stored', async () => {
    expect(await cli.run('whoami', '--json')).toBe(3)
    expect(cli.stderr).toContain('not signed in')
  })

  it('exits 3 instead of sending the token to another server', async () => {
    const config = {
      apiUrl: 'http://signed-in.test',
      token: 'adk_x',
      tokenId: 1,
      email: 'a@example.com',
    }
    await cli.writeConfig(config)
    expect(await cli.run('whoami', '--api-url', 'http://other.test')).toBe(3)
    expect(cli.stderr).toContain('signed in to http://signed-in.test')
  })

  it('exits 2 when login cannot prompt', async () => {
    expect(await cli.run('login', '--password-stdin')).toBe(2)
    expect(cli.stderr).toContain('--password-stdin needs --email')
  })

  it('exits 1 for an unreadable config file, without a stack', async () => {
    await writeFile(join(cli.configDir, 'config.json'), '{')
    expect(await cli.run('whoami')).toBe(1)
    expect(cli.stderr).toContain('Cannot read the configuration file')
    expect(cli.stderr).not.toMatch(/\n\s+at /)
  })
})
