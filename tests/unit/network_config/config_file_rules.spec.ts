import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import {
  compareVersions,
  isVersion,
  isVersionRange,
  versionInRange,
  versionNumbers,
} from '#core/network_config/services/versions'
import { pluginProblems } from '#core/plugins/validate_plugin'

const compare = (a: string, b: string) =>
  Math.sign(compareVersions(versionNumbers(a)!, versionNumbers(b)!))

function controllerPlugin(configFiles: unknown) {
  return {
    manifest: {
      id: 'acme',
      kind: 'controller',
      name: 'Acme',
      capabilities: [],
      secretSettings: [],
      configFiles,
    },
    settings: vine.create({ url: vine.string() }),
    connect: async () => ({}),
  }
}

test.group('Config files / versions', () => {
  test('versions compare number by number, not as text', ({ assert }) => {
    assert.equal(compare('5.9', '5.13'), -1)
    assert.equal(compare('5.13', '5.9'), 1)
    assert.equal(compare('5.13', '5.13.0'), 0)
    assert.equal(compare('10.0', '9.99.99'), 1)
    assert.equal(compare('5.13.30', '5.13.4'), 1)
    assert.equal(compare('5.15.24.18', '5.15.24.9'), 1)
  })

  test('a version is dotted numbers; a controller may report a prefix or a suffix', ({
    assert,
  }) => {
    for (const good of ['5', '5.13', '5.13.30', '5.15.24.18']) assert.isTrue(isVersion(good), good)
    for (const bad of [
      '',
      '5.',
      '.5',
      '5..1',
      'v5.13',
      '5.13-beta',
      '5.13.1.2.3',
      '1234567',
      ' 5.13',
    ])
      assert.isFalse(isVersion(bad), bad)
    assert.deepEqual(versionNumbers('v9.0.114-beta'), [9, 0, 114])
    assert.isNull(versionNumbers('unknown'))
  })

  test('a range holds its bounds as precisely as they are written; no maximum is open-ended', ({
    assert,
  }) => {
    assert.isTrue(versionInRange('5.13.0', '5.13', '5.15'))
    assert.isTrue(
      versionInRange('5.15.24.18', '5.13', '5.15'),
      'every 5.15.x is within a maximum of 5.15'
    )
    assert.isTrue(versionInRange('5.14', '5.13', '5.15'))
    assert.isFalse(versionInRange('5.16.0', '5.13', '5.15'))
    assert.isFalse(versionInRange('5.9.31', '5.13', '5.15'), '5.9 is older than 5.13')
    assert.isFalse(versionInRange('5.13.29', '5.13.30', null))
    assert.isTrue(versionInRange('5.13.30', '5.13.30', '5.13.30'))
    assert.isTrue(versionInRange('99.1', '5.13', null))
    assert.isFalse(versionInRange('garbage', '5.13', null))
  })

  test('a maximum below the minimum is no range', ({ assert }) => {
    assert.isTrue(isVersionRange('5.13', null))
    assert.isTrue(isVersionRange('5.13', '5.13'))
    assert.isTrue(isVersionRange('5.13.30', '5.13'), '5.13.30 lies within a maximum of 5.13')
    assert.isTrue(isVersionRange('5.9', '5.13'))
    assert.isFalse(isVersionRange('5.13', '5.9'))
    assert.isFalse(isVersionRange('5.13.1', '5.13.0'))
  })
})

test.group('Config files / plugin manifest', () => {
  test('configFiles is optional and, when declared, lists lower-case extensions with their dot', ({
    assert,
  }) => {
    assert.deepEqual(pluginProblems('acme', 'controller', controllerPlugin(undefined)), [])
    assert.deepEqual(
      pluginProblems('acme', 'controller', controllerPlugin({ extensions: ['.cfg', '.unf'] })),
      []
    )
    assert.match(
      pluginProblems('acme', 'controller', controllerPlugin({ extensions: [] })).join(),
      /non-empty array/
    )
    assert.match(
      pluginProblems('acme', 'controller', controllerPlugin({})).join(),
      /non-empty array/
    )
    assert.match(
      pluginProblems('acme', 'controller', controllerPlugin({ extensions: ['cfg'] })).join(),
      /with their dot/
    )
    assert.match(
      pluginProblems('acme', 'controller', controllerPlugin({ extensions: ['.CFG'] })).join(),
      /lower-case/
    )
    assert.match(
      pluginProblems(
        'acme',
        'controller',
        controllerPlugin({ extensions: ['.cfg', '.cfg'] })
      ).join(),
      /duplicate/
    )
    const integration = {
      ...controllerPlugin({ extensions: ['.cfg'] }),
      manifest: { ...controllerPlugin({ extensions: ['.cfg'] }).manifest, kind: 'integration' },
    }
    assert.match(
      pluginProblems('acme', 'integration', integration).join(),
      /only for controller plugins/
    )
  })
})
