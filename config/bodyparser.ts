import { defineConfig } from '@adonisjs/core/bodyparser'
import { MANUAL_MULTIPART_ROUTES } from '#kernel/storage/streamed_multipart'

/**
 * Values arrive exactly as sent: passwords are taken as typed (spaces
 * included); the validators trim the fields that should be trimmed.
 */
export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    trimWhitespaces: false,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    trimWhitespaces: false,
    limit: '1mb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    trimWhitespaces: false,
    processManually: MANUAL_MULTIPART_ROUTES,
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})
