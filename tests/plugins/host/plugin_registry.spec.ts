import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import vine from '@vinejs/vine'
import { definePlugin } from '#core/plugins/define_plugin'
import {
  InvalidPluginError,
  PluginRegistry,
  UnknownPluginError,
} from '#core/plugins/plugin_registry'
import type { PluginLoader } from '#core/plugins/define_config'

function fakePlugin(
  overrides: Record<string, any> = {},
  manifest: Record<string, any> = {}
): PluginLoader {
  const definition = definePlugin({
    manifest: {
      id: 'acme',
      kind: 'controller',
      name: 'Acme',
      capabilities: ['rebootDevice'],
      secretSettings: ['token'],
      ...manifest,
    },
    settings: vine.create({ token: vine.string() }),
    async connect() {
      return {}
    },
    ...overrides,
  } as any)
  return async () => ({ default: definition })
}

async function problemsOf(loader: PluginLoader, id = 'acme') {
  const registry = new PluginRegistry({ controllers: { [id]: loader }, integrations: {} })
  try {
    await registry.load()
    return null
  } catch (error) {
    return error as Error
  }
}

test.group('plugin host / registry', () => {
  test('the app boots with the enabled plugins loaded and checked', async ({ assert }) => {
    const plugins = await app.container.make('plugins')
    assert.include(plugins.controllerIds(), 'unifi')
    assert.equal(plugins.manifest('unifi').kind, 'controller')
    assert.equal(plugins.controller('unifi').manifest.name, 'UniFi Network')
    assert.throws(() => plugins.controller('nope'), UnknownPluginError as any)
  })

  test('a sound plugin loads', async ({ assert }) => {
    assert.isNull(await problemsOf(fakePlugin()))
  })

  test('a plugin whose id differs from its folder fails loudly', async ({ assert }) => {
    const error = await problemsOf(fakePlugin({}, { id: 'other' }))
    assert.instanceOf(error, InvalidPluginError)
    assert.match(error!.message, /manifest\.id "other" must equal the folder and config key "acme"/)
  })

  test('unknown capabilities, wrong kind, missing validator or secrets list fail', async ({
    assert,
  }) => {
    assert.match(
      (await problemsOf(fakePlugin({}, { capabilities: ['teleport'] })))!.message,
      /unknown capabilities: teleport/
    )
    assert.match(
      (await problemsOf(fakePlugin({}, { kind: 'integration' })))!.message,
      /manifest\.kind "integration" must be "controller"/
    )
    assert.match(
      (await problemsOf(fakePlugin({ settings: {} })))!.message,
      /settings must be a compiled VineJS validator/
    )
    assert.match(
      (await problemsOf(fakePlugin({}, { secretSettings: undefined })))!.message,
      /secretSettings/
    )
    assert.match(
      (await problemsOf(fakePlugin({ connect: undefined })))!.message,
      /connect must be a function/
    )
  })

  test('a module that fails to import or exports nothing fails', async ({ assert }) => {
    assert.match(
      (await problemsOf(async () => {
        throw new Error('boom')
      }))!.message,
      /failed to load: boom/
    )
    assert.match((await problemsOf(async () => ({}) as any))!.message, /no default export/)
  })
})
