import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, vi, type Mock } from 'vitest'
import { buildProgram, runCli } from '../../src/program.js'
import { setLanguage } from '../../src/lib/texts.js'

export type CliSession = {
  configDir: string
  stdout: string
  stderr: string
  /** Runs `airdeck <args>` in-process and resolves to its exit code. */
  run: (...args: string[]) => Promise<number>
  writeConfig: (config: unknown) => Promise<void>
}

/** The stored sign-in the CLI reads from config.json. */
export function signedInConfig(apiUrl: string, token = 'adk_test') {
  return { apiUrl, token, tokenId: 1, email: 'a@example.com' }
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Replaces fetch in each test with a fresh mock that answers `body` as JSON (tests may override it per call). */
export function fetchJsonForEachTest(body: unknown): Mock {
  const fetchMock: Mock = vi.fn(async () => jsonResponse(body))
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  return fetchMock
}

/**
 * Gives every test of the file its own config directory (with `config()` stored in it when given) and captures
 * what the CLI writes to stdout and stderr.
 */
export function cliSessionForEachTest(config?: () => unknown): CliSession {
  const session: CliSession = {
    configDir: '',
    stdout: '',
    stderr: '',
    run: (...args) => {
      const program = buildProgram().configureOutput({
        writeErr: (text) => void (session.stderr += text),
        writeOut: () => {},
      })
      return runCli(['node', 'airdeck', ...args], program)
    },
    writeConfig: (value) =>
      writeFile(join(session.configDir, 'config.json'), JSON.stringify(value)),
  }

  beforeEach(async () => {
    session.configDir = await mkdtemp(join(tmpdir(), 'airdeck-cli-'))
    vi.stubEnv('AIRDECK_CONFIG_DIR', session.configDir)
    vi.stubEnv('AIRDECK_API_URL', '')
    // The language is module state and files share their worker: a test that renders a component starts in English.
    setLanguage('en')
    if (config) await session.writeConfig(config())
    session.stdout = ''
    session.stderr = ''
    vi.spyOn(process.stdout, 'write').mockImplementation(
      (chunk) => ((session.stdout += String(chunk)), true)
    )
    vi.spyOn(process.stderr, 'write').mockImplementation(
      (chunk) => ((session.stderr += String(chunk)), true)
    )
  })

  afterEach(async () => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    await rm(session.configDir, { recursive: true, force: true })
  })

  return session
}
