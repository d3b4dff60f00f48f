/*
|--------------------------------------------------------------------------
| Ace entry point
|--------------------------------------------------------------------------
| Registers the TypeScript loader, then hands over to bin/console.ts.
| Run it through npm scripts (or node_modules/.bin/node) so Node 24 is used.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')
