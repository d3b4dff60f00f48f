import { Command, CommanderError } from 'commander'
import { registerControllers } from './commands/controllers/index.js'
import { registerZerotier } from './commands/zerotier/index.js'
import { registerLogin } from './commands/login.js'
import { registerLogout } from './commands/logout.js'
import { registerWhoami } from './commands/whoami.js'
import { registerLocations } from './commands/locations.js'
import { registerCustomers } from './commands/customers.js'
import { registerTenants } from './commands/tenants/index.js'
import { registerInventory } from './commands/inventory/index.js'
import { renderError } from './components/error-message.js'
import { toCliError } from './lib/cli-error.js'
import { ExitCode, exitCodeFor } from './lib/exit-codes.js'
import { CLI_VERSION } from './lib/version.js'

export function buildProgram(): Command {
  const program = new Command('airdeck')
    .description('Airdeck from the terminal')
    .version(CLI_VERSION)
    .option(
      '--api-url <url>',
      'API base URL (default: $AIRDECK_API_URL, the signed-in server, http://localhost:3333)'
    )
    // Set before adding commands so that they inherit it: usage errors must exit 2, not 1.
    .exitOverride()

  registerLogin(program)
  registerLogout(program)
  registerWhoami(program)
  registerLocations(program)
  registerCustomers(program)
  registerControllers(program)
  registerZerotier(program)
  registerTenants(program)
  registerInventory(program)
  return program
}

/** Runs one invocation and returns its exit code; never throws, never prints a stack. */
export async function runCli(argv: string[], program: Command = buildProgram()): Promise<number> {
  try {
    await program.parseAsync(argv)
    return ExitCode.Ok
  } catch (error) {
    // Commander has already printed its message (or the help).
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.Ok : ExitCode.Usage
    const cliError = toCliError(error)
    renderError(cliError)
    return exitCodeFor(cliError.code, cliError.details.status)
  }
}
