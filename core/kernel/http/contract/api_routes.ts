import router from '@adonisjs/core/services/router'
import type { Route } from '@adonisjs/core/http'
import type { VineValidator } from '@vinejs/vine'
import type { JSONSchema7 } from 'json-schema'
import {
  enforceAccess,
  IMPERSONATION_REFUSAL,
  type AccessRule,
} from '#kernel/http/contract/route_access'
import { idempotencyMiddleware } from '#kernel/http/idempotency/idempotency_middleware'
import {
  defaultLimitClass,
  enforceRateLimit,
  type RateLimitClass,
} from '#kernel/http/contract/rate_limit'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Handler = Parameters<typeof router.get>[1]
type AnyValidator = VineValidator<any, any>

/** What an answer carries: JSON of a schema, nothing, or a file. */
export type ResponseSpec =
  | { status?: 200 | 201 | 202; schema: JSONSchema7 }
  | { status: 204 }
  | {
      status?: 200
      file:
        | 'application/pdf'
        | 'application/octet-stream'
        | 'text/csv'
        | 'image/*'
        | 'image/png'
        | 'image/svg+xml'
    }

/**
 * One route's contract, stated beside its handler in the domain's routes.ts:
 * who may call it, what it reads and what it answers. The access rule is
 * enforced by the route's middleware; the OpenAPI document, the
 * authorization matrix and the fuzz tests are built from these.
 */
export interface RouteDeclaration {
  access: AccessRule
  summary: string
  body?: AnyValidator
  query?: AnyValidator
  /** Path parameters that are vendor ids or other text although named `id`/`…Id` (those are integers otherwise). */
  textParams?: string[]
  /** A multipart upload: the file fields. */
  upload?: string[]
  response?: ResponseSpec
  /**
   * The object-level check the action adds to the access rule (its policy), when it may refuse someone the rule
   * lets in: "only the author or an admin deletes a note". Shown in the reference; the matrix then accepts a 403.
   */
  policy?: string
  /** The rate-limit class (config/rate_limits.ts); by default reads, writes, public or guessable from the method and access. */
  limit?: RateLimitClass
  /** A POST that creates or moves something: an `Idempotency-Key` header makes a retry return the first answer. */
  idempotent?: boolean
  /**
   * A POST without `idempotent`: why a retry does no harm (it sets a state, renders without storing, is applied once
   * by its own token, or its answer holds a secret that is never stored). Shown in the reference; every POST has one
   * or the other (tests/functional/contract/idempotent_posts.spec.ts).
   */
  retrySafe?: string
  /** Error codes this route answers beyond the common ones (401, 403, 404, 422). */
  errors?: string[]
  /**
   * The user's own credentials and proofs of identity (password, second factor, tokens, sessions, social logins,
   * the data export): refused with 403 E_IMPERSONATION_FORBIDDEN_ACTION while an admin is signed in as the user.
   */
  notWhileImpersonating?: boolean
}

export interface DeclaredRoute {
  method: string
  pattern: string
  tag: string
  declaration: RouteDeclaration
  /** The route answers 423 until the password was confirmed in this session (the confirmedPassword middleware). */
  confirmsPassword: boolean
}

const declared: Array<{
  route: Route
  method: string
  tag: string
  declaration: RouteDeclaration
}> = []

/** Route declarers for one domain (its tag in the API reference). */
export function apiRoutes(tag: string) {
  const declare =
    (method: Method) =>
    (pattern: string, handler: Handler, declaration: RouteDeclaration): Route => {
      if (
        declaration.notWhileImpersonating &&
        !declaration.errors?.includes(IMPERSONATION_REFUSAL)
      ) {
        declaration.errors = [...(declaration.errors ?? []), IMPERSONATION_REFUSAL]
      }
      const route = router[method](pattern, handler)
      // An integer parameter matches digits only, so `DELETE /controllers/vendors` is a 405 (GET is declared there), not this route.
      for (const [, name] of pattern.matchAll(/:([A-Za-z_]+)/g))
        if (isIntegerParam(name, declaration)) route.where(name, /^\d+$/)
      route.use(
        enforceAccess(declaration.access, {
          notWhileImpersonating: declaration.notWhileImpersonating,
        })
      )
      route.use(enforceRateLimit(limitClassOf(method.toUpperCase(), declaration)))
      if (declaration.idempotent) route.use(idempotencyMiddleware)
      declared.push({ route, method: method.toUpperCase(), tag, declaration })
      return route
    }
  return {
    get: declare('get'),
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
  }
}

/** Ids of our own records (`id`, `…Id`) are integers; vendor ids and other text are declared in `textParams`. */
export function isIntegerParam(name: string, declaration: RouteDeclaration) {
  return /(^id$|Id$)/.test(name) && !(declaration.textParams ?? []).includes(name)
}

export function limitClassOf(method: string, declaration: RouteDeclaration): RateLimitClass {
  return declaration.limit ?? defaultLimitClass(method, declaration.access.kind === 'anyone')
}

/** Every declared route with its final pattern (group prefixes applied). */
export function declaredRoutes(): DeclaredRoute[] {
  return declared.map(({ route, method, tag, declaration }) => ({
    method,
    pattern: route.toJSON().pattern,
    tag,
    declaration,
    confirmsPassword: confirmsPassword(route),
  }))
}

function confirmsPassword(route: Route) {
  return route
    .getMiddleware()
    .flat()
    .some(
      (entry) => typeof entry === 'object' && 'name' in entry && entry.name === 'confirmedPassword'
    )
}

let accessByRoute: Map<string, AccessRule> | undefined
/** The access rule declared for a matched route (undefined for routes outside the declarations). */
export function accessRuleOf(method: string, pattern: string | undefined): AccessRule | undefined {
  accessByRoute ??= new Map(
    declaredRoutes().map((route) => [`${route.method} ${route.pattern}`, route.declaration.access])
  )
  return accessByRoute.get(`${method} ${pattern}`)
}

/** Routes under /rest that the router serves without a declaration (after the router committed its routes). */
export function undeclaredApiRoutes(): string[] {
  const known = new Set(declaredRoutes().map((route) => `${route.method} ${route.pattern}`))
  const missing: string[] = []
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      if (!route.pattern.startsWith('/rest')) continue
      for (const method of route.methods) {
        if (method !== 'HEAD' && !known.has(`${method} ${route.pattern}`))
          missing.push(`${method} ${route.pattern}`)
      }
    }
  }
  return missing
}

let arrayBodies: Set<string> | undefined

/** Whether the route (method and pattern) declares a top-level JSON array as its body; every other body is an object. */
export function takesArrayBody(method: string, pattern: string | undefined): boolean {
  arrayBodies ??= new Set(
    declaredRoutes()
      .filter(
        ({ declaration }) =>
          (declaration.body?.toJSONSchema() as JSONSchema7 | undefined)?.type === 'array'
      )
      .map(
        ({ method: declaredMethod, pattern: declaredPattern }) =>
          `${declaredMethod} ${declaredPattern}`
      )
  )
  return pattern !== undefined && arrayBodies.has(`${method.toUpperCase()} ${pattern}`)
}
