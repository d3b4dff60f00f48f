import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Sessions live in Redis when REDIS_URL is set, else in the database, so
 * any number of web processes share them and a user's sessions can be
 * ended together (both stores support tagging by user id).
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'airdeck-session',
  clearWithBrowser: false,
  age: '12h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER') ?? (env.get('REDIS_URL') ? 'redis' : 'database'),
  stores: {
    cookie: stores.cookie(),
    database: stores.database({ tableName: 'sessions' }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
