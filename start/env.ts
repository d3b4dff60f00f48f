/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
| Validated at boot. Everything optional has an embedded default so that
| `npm start` runs with no configuration; production sets DATABASE_URL,
| REDIS_URL, APP_KEY and SMTP_* (see README).
*/
import { Env } from '@adonisjs/core/env'
import { parseNetworks } from '#kernel/outbound/network_list'
import {
  appUrlProblem,
  demoNetworkProblem,
  driveDiskProblem,
} from '#kernel/runtime/production_settings'

const urlSchema = Env.schema.string.optional({ format: 'url', tld: false })

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  /* Required in production (every link we hand out is built from it); http on a real host name is warned about at boot */
  APP_URL: (name: string, value?: string) => {
    const problem = appUrlProblem(value)
    if (problem) throw new Error(problem)
    return urlSchema(name, value)
  },
  /* Host names besides loopback whose requests get links to themselves when APP_URL is unset (comma-separated) */
  APP_HOSTS: Env.schema.string.optional(),
  /* Load balancers allowed to set X-Forwarded-For: IPs, CIDRs or `loopback`, comma-separated (default: none) */
  TRUSTED_PROXIES: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  /** One log line per request (default: on in production). */
  LOG_REQUESTS: Env.schema.boolean.optional(),
  /* Bearer token that opens /metrics to a scraper on another machine (without it: direct loopback only) */
  METRICS_TOKEN: Env.schema.string.optional(),
  /* How long one read of a public status page answers further requests in a process (ms, default 2000) */
  PUBLIC_STATUS_CACHE_MS: Env.schema.number.optional(),
  /* How long a portal, its venue and controller read for a guest's sign-in serve further sign-ins in a process (ms, default 30000) */
  GUEST_PORTAL_CACHE_MS: Env.schema.number.optional(),
  /* How old a venue's WLANs, subnets and port profiles may get before the periodic sync reads them again (minutes, default 15) */
  NETWORK_SETTINGS_REFRESH_MINUTES: Env.schema.number.optional(),
  /* How long one computation of a dashboard card answers the requests of the same visibility scope (ms, default 5000) */
  DASHBOARD_CACHE_MS: Env.schema.number.optional(),
  /* Port on which a worker (`npm run worker`) answers GET /metrics on loopback (default: none) */
  WORKER_METRICS_PORT: Env.schema.number.optional(),
  /* Address the worker's metrics port listens on (default 127.0.0.1; a scraper elsewhere also needs METRICS_TOKEN) */
  WORKER_METRICS_HOST: Env.schema.string.optional({ format: 'host' }),
  STORAGE_PATH: Env.schema.string.optional(),

  /* Stored files (config/drive.ts): fs = <STORAGE_PATH>/uploads on this machine (default), s3 = a shared S3-compatible bucket */
  DRIVE_DISK: (name: string, value?: string) => {
    const problem = driveDiskProblem(value)
    if (problem) throw new Error(problem)
    return Env.schema.enum.optional(['fs', 's3'] as const)(name, value)
  },
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  /* The service's URL when it is not AWS (MinIO, Ceph, R2, Scaleway…) */
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  /* true addresses the bucket as <endpoint>/<bucket> (MinIO and most self-hosted services) */
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),

  /* Database: PostgreSQL when set, embedded PGlite otherwise */
  DATABASE_URL: Env.schema.string.optional(),
  DATABASE_POOL_MAX: Env.schema.number.optional(),
  /* A query outside the transaction open in its async context throws (default: on unless NODE_ENV=production) */
  DB_TRANSACTION_GUARD: Env.schema.boolean.optional(),

  /* Redis: sessions, rate limits and BullMQ jobs when set */
  REDIS_URL: Env.schema.string.optional(),
  REDIS_COMMAND_TIMEOUT_MS: Env.schema.number.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'database', 'redis', 'memory'] as const),
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),
  JOBS_DRIVER: Env.schema.enum.optional(['bullmq', 'in-process'] as const),
  JOBS_RUN_WORKER: Env.schema.boolean.optional(),

  /* Mail: SMTP when SMTP_HOST is set, the local outbox otherwise */
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional(),

  /* Embedded mode */
  DEMO_SEED: Env.schema.boolean.optional(),
  /* The demo's simulated outside services: true|false forces them on or off (refused in production unless forced) */
  DEMO_NETWORK: (name: string, value?: string) => {
    const problem = demoNetworkProblem(value)
    if (problem) throw new Error(problem)
    return Env.schema.boolean.optional()(name, value)
  },
  /* true lets the demo seed and DEMO_NETWORK run in production (logged loudly); never on a real deployment */
  DEMO_IN_PRODUCTION: Env.schema.boolean.optional(),
  /* Open registration (with a mailed confirmation); false = invitation only. Default true. */
  REGISTRATION_OPEN: Env.schema.boolean.optional(),
  /** Multiplies every per-minute route limit (config/rate_limits.ts); the test settings raise it. */
  RATE_LIMIT_SCALE: Env.schema.number.optional(),
  MAINTENANCE_MODE: Env.schema.boolean.optional(),

  /* Outbound requests to URLs users type (webhooks, integrations): loopback reachable (tests and demo only; private ranges never) */
  OUTBOUND_ALLOW_PRIVATE: Env.schema.boolean.optional(),
  /* Outbound requests may use plain http (development only) */
  OUTBOUND_ALLOW_HTTP: Env.schema.boolean.optional(),
  /* Private ranges (CIDRs, comma-separated) that controllers an admin marked "private network" may reach; default none */
  CONTROLLER_PRIVATE_NETWORKS: (name: string, value?: string) => {
    try {
      parseNetworks(value)
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message} (expected CIDRs such as 10.20.0.0/16)`)
    }
    return value
  },

  /* Social login (core/auth/social): OAuth clients of Google, Microsoft, Facebook and LinkedIn; a provider is offered when both keys are set */
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  MICROSOFT_CLIENT_ID: Env.schema.string.optional(),
  MICROSOFT_CLIENT_SECRET: Env.schema.string.optional(),
  FACEBOOK_CLIENT_ID: Env.schema.string.optional(),
  FACEBOOK_CLIENT_SECRET: Env.schema.string.optional(),
  LINKEDIN_CLIENT_ID: Env.schema.string.optional(),
  LINKEDIN_CLIENT_SECRET: Env.schema.string.optional(),
  /* The Entra ID tenant of admin sign-ins: common (default), organizations, or a tenant id */
  MICROSOFT_TENANT: Env.schema.string.optional(),

  /* SMS for two-factor codes (core/auth/two_factor/sms): a Twilio-compatible Messages API; SMS is offered when all are set */
  SMS_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  SMS_ACCOUNT_SID: Env.schema.string.optional(),
  SMS_AUTH_TOKEN: Env.schema.string.optional(),
  SMS_FROM: Env.schema.string.optional(),

  /* Billing (core/billing/stripe): the official Stripe SDK; STRIPE_API_BASE points it at the Stripe simulator */
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),

  /* The platform's help desk, in the web app's help menu for users no partner serves (a partner's own phone otherwise) */
  SUPPORT_PHONE: Env.schema.string.optional(),
  SUPPORT_EMAIL: Env.schema.string.optional({ format: 'email' }),
})
