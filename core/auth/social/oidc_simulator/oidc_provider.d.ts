/** The few parts of oidc-provider (a certified OpenID Provider; the package ships no types) the simulator uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface KoaContextWithOIDC {
    path: string
    query: Record<string, string | undefined>
    req: IncomingMessage
    response: { get(name: string): string }
    status: number
    type: string
    body: unknown
  }

  export interface InteractionDetails {
    uid: string
    prompt: { name: string }
    params: Record<string, unknown>
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string): Promise<{ sub: string; [claim: string]: unknown }>
  }

  export interface Configuration {
    adapter?: (model: string) => unknown
    clients?: Array<Record<string, unknown>>
    jwks?: { keys: unknown[] }
    cookies?: { keys: string[] }
    claims?: Record<string, string[]>
    scopes?: string[]
    conformIdTokenClaims?: boolean
    pkce?: { required(ctx: KoaContextWithOIDC, client: unknown): boolean }
    features?: Record<string, { enabled: boolean }>
    interactions?: {
      policy?: unknown
      url?(ctx: KoaContextWithOIDC, interaction: { uid: string }): string | Promise<string>
    }
    routes?: Record<string, string>
    ttl?: Record<string, number>
    clientBasedCORS?(ctx: KoaContextWithOIDC, origin: string, client: unknown): boolean
    findAccount?(ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined>
    renderError?(
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string },
      error: Error
    ): void | Promise<void>
  }

  class Grant {
    constructor(properties: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    readonly Client: { prototype: { redirectUriAllowed(this: unknown, uri: string): boolean } }
    readonly Grant: typeof Grant
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean }
    ): Promise<void>
  }

  class Prompt {
    constructor(options: { name: string; requestable: boolean })
  }

  export const interactionPolicy: {
    Prompt: typeof Prompt
    base(): { add(prompt: Prompt, index?: number): void }
  }
}
