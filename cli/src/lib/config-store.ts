import { randomBytes } from 'node:crypto'
import { chmod, mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { CliError } from './cli-error.js'

export type StoredConfig = {
  apiUrl?: string
  token?: string
  tokenId?: string | number
  email?: string
  /** The account's language (nl, en, fr, de), for the CLI's own texts. */
  lang?: string
}

export function resolveConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AIRDECK_CONFIG_DIR) return env.AIRDECK_CONFIG_DIR
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'airdeck')
  return join(homedir(), '.config', 'airdeck')
}

/** `config.json` holds a bearer token: the folder is 0700 and the file 0600. */
export class ConfigStore {
  readonly path: string

  constructor(readonly dir: string = resolveConfigDir()) {
    this.path = join(dir, 'config.json')
  }

  async read(): Promise<StoredConfig> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
      throw new CliError('E_CONFIG_UNREADABLE', { path: this.path, cause: error })
    }
    try {
      const parsed: unknown = JSON.parse(text)
      return parsed && typeof parsed === 'object' ? (parsed as StoredConfig) : {}
    } catch (error) {
      throw new CliError('E_CONFIG_UNREADABLE', { path: this.path, cause: error })
    }
  }

  async write(config: StoredConfig): Promise<void> {
    try {
      await this.ensureDir()
      await this.writeAtomically(JSON.stringify(config, null, 2) + '\n')
    } catch (error) {
      throw new CliError('E_CONFIG_UNWRITABLE', { path: this.path, cause: error })
    }
  }

  private async ensureDir() {
    const created = await mkdir(this.dir, { recursive: true, mode: 0o700 })
    // mkdir's mode is filtered by the umask; only tighten a folder we created.
    if (created !== undefined) await chmod(this.dir, 0o700)
  }

  // A reader never sees a half-written file, and the token is never readable by
  // others, not even for an instant: the mode is set when the file is created.
  private async writeAtomically(content: string) {
    const tempPath = `${this.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    const handle = await open(tempPath, 'wx', 0o600)
    try {
      await handle.writeFile(content, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    try {
      await rename(tempPath, this.path)
    } catch (error) {
      await rm(tempPath, { force: true })
      throw error
    }
  }
}
