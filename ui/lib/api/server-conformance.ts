import type { SelfRecord } from '@/lib/session/self-record'
import type { ApiResponse } from '@airdeck/api-types'

/**
 * Compile-time checks that what the server declares it answers (generated from the route declarations by
 * `node ace api:types`) still gives the web app every field it reads: a changed response breaks `npm run typecheck`.
 */
type Gives<Server, Client> = [Server] extends [Client] ? true : false

export const serverGivesTheSelfRecord: Gives<ApiResponse<'GET /rest/self'>, SelfRecord> = true
