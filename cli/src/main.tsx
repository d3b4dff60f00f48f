import { runCli } from './program.js'

// exitCode rather than exit(): stdout is flushed before the process ends.
process.exitCode = await runCli(process.argv)
