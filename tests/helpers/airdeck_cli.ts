import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Group } from '@japa/runner/core'
import app from '@adonisjs/core/services/app'

export type CliRun = { exitCode: number | null; stdout: string; stderr: string }

/** The API this test process serves, as the CLI reaches it. */
export function cliApiUrl() {
  return `http://${process.env.HOST}:${process.env.PORT}`
}

/**
 * Runs the real `airdeck` binary against the API this suite started. Async on
 * purpose: the server answers from this same process, so a blocking spawn
 * would wait for itself.
 */
export function airdeck(configDir: string, args: string[], stdin = ''): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, AIRDECK_CONFIG_DIR: configDir }
  delete env.AIRDECK_API_URL

  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [app.makePath('cli/bin/airdeck.js'), ...args, '--api-url', cliApiUrl()],
      { env }
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

/** A fresh, empty CLI configuration directory for each test of the group; returns a getter for the current one. */
export function useCliConfigDir(group: Group) {
  let configDir = ''
  group.each.setup(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'airdeck-cli-'))
    return () => rm(configDir, { recursive: true, force: true })
  })
  return () => configDir
}
