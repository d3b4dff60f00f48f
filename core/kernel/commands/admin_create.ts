import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace admin:create`: the first platform admin of an installation without the demo (docs/operations.md).
 * Values come from the flags, else ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_FIRSTNAME and ADMIN_NAME, else it asks (on a
 * terminal). The password is better given by the prompt or the environment than as a flag, which `ps` shows.
 */
export default class AdminCreate extends BaseCommand {
  static commandName = 'admin:create'
  static description =
    'Create the first platform admin (refused when an admin exists, unless --another)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'E-mail address (or ADMIN_EMAIL)' })
  declare email?: string

  @flags.string({
    description: 'Password (or ADMIN_PASSWORD, or asked); same rules as registration',
  })
  declare password?: string

  @flags.string({ description: 'First name (or ADMIN_FIRSTNAME)' })
  declare firstname?: string

  @flags.string({ description: 'Last name (or ADMIN_NAME)' })
  declare name?: string

  @flags.string({ description: 'Language: en, nl, fr or de (default en)' })
  declare lang?: string

  @flags.boolean({ description: 'Create another admin although one exists', alias: 'force' })
  declare another?: boolean

  async run() {
    const { validateAdminInput, createAdmin, AdminNotCreated } =
      await import('#core/users/actions/create_admin')
    try {
      const input = await validateAdminInput({
        email: await this.#value(this.email, 'ADMIN_EMAIL', 'E-mail address'),
        password: await this.#value(this.password, 'ADMIN_PASSWORD', 'Password', true),
        firstname: await this.#value(this.firstname, 'ADMIN_FIRSTNAME', 'First name'),
        name: await this.#value(this.name, 'ADMIN_NAME', 'Last name'),
        lang: this.lang,
      })
      const user = await createAdmin(input, { another: this.another ?? false })
      this.logger.success(`Admin ${user.email} created (id ${user.id}). Sign in at APP_URL.`)
    } catch (error) {
      if (!(error instanceof AdminNotCreated)) throw error
      this.exitCode = 1
      if (error.reason === 'admin_exists')
        this.logger.error(
          `An admin already exists (${error.problems[0]}): nothing created. Pass --another to add one more.`
        )
      else if (error.reason === 'email_taken')
        this.logger.error(
          `A user with the e-mail ${error.problems[0]} already exists: nothing created.`
        )
      else for (const problem of error.problems) this.logger.error(problem)
    }
  }

  /** The flag, else the environment variable, else a prompt on a terminal, else empty (refused by the rules). */
  async #value(flag: string | undefined, variable: string, label: string, secret = false) {
    const value = flag ?? process.env[variable]
    if (value !== undefined && value !== '') return value
    if (!process.stdin.isTTY) return ''
    return secret ? this.prompt.secure(label) : this.prompt.ask(label)
  }
}
