import { test } from '@japa/runner'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { installWebAppBuild } from '#scripts/lib/web_app_install'

/** A build as Vite writes it: index.html naming its hashed entry script and stylesheet, a chunk, a static file. */
function writeBuild(dir: string, hash: string) {
  const files: Record<string, string> = {
    'index.html': `<script type="module" src="/assets/index-${hash}.js"></script><link rel="stylesheet" href="/assets/index-${hash}.css">`,
    [`assets/index-${hash}.js`]: `import './chunk-${hash}.js'`,
    [`assets/index-${hash}.js.br`]: 'br',
    [`assets/chunk-${hash}.js`]: 'chunk',
    [`assets/index-${hash}.css`]: 'css',
    'favicon.svg': `<svg data-build="${hash}"/>`,
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  return dir
}

/** What a browser that loads the page now needs: index.html and every asset it names. */
function missingForAVisitor(publicDir: string) {
  const index = join(publicDir, 'index.html')
  if (!existsSync(index)) return ['index.html']
  const named = [...readFileSync(index, 'utf8').matchAll(/"\/(assets\/[^"]+)"/g)].map((m) => m[1])
  return named.filter((file) => !existsSync(join(publicDir, file)))
}

test.group('Web app build / install while serving', (group) => {
  let root = ''
  group.each.setup(() => {
    root = mkdtempSync(join(tmpdir(), 'airdeck-web-install-'))
    return () => rmSync(root, { recursive: true, force: true })
  })

  test('at every step of an install, index.html and every file it names are there', async ({
    assert,
  }) => {
    const publicDir = writeBuild(join(root, 'public'), 'aaa')
    const staging = writeBuild(join(root, '.web-build-1'), 'bbb')
    const steps: string[] = []
    await installWebAppBuild(staging, publicDir, async (file) => {
      steps.push(file)
      assert.deepEqual(missingForAVisitor(publicDir), [], `after ${file}`)
      assert.isTrue(existsSync(join(publicDir, 'assets/index-aaa.js')), 'the old build stays')
    })
    assert.isAbove(steps.length, 5)
    assert.equal(steps.at(-1), 'index.html', 'the entry goes in last')
    assert.include(readFileSync(join(publicDir, 'index.html'), 'utf8'), 'index-bbb.js')
    assert.include(readFileSync(join(publicDir, 'favicon.svg'), 'utf8'), 'bbb')
    assert.isFalse(existsSync(staging), 'the staging folder is gone')
  })

  test('the build before the previous one is removed; the previous one stays for open pages', async ({
    assert,
  }) => {
    const publicDir = writeBuild(join(root, 'public'), 'aaa')
    await installWebAppBuild(writeBuild(join(root, 'stage-b'), 'bbb'), publicDir)
    await installWebAppBuild(writeBuild(join(root, 'stage-c'), 'ccc'), publicDir)
    assert.isFalse(existsSync(join(publicDir, 'assets/index-aaa.js')))
    assert.isFalse(existsSync(join(publicDir, 'assets/index-aaa.js.br')))
    assert.isTrue(existsSync(join(publicDir, 'assets/index-bbb.js')), 'one generation back stays')
    assert.isTrue(existsSync(join(publicDir, 'assets/index-ccc.js')))
    assert.deepEqual(missingForAVisitor(publicDir), [])

    await installWebAppBuild(writeBuild(join(root, 'stage-c2'), 'ccc'), publicDir)
    assert.isTrue(
      existsSync(join(publicDir, 'assets/index-ccc.js')),
      'a rebuild of the same sources'
    )
    assert.isTrue(existsSync(join(publicDir, 'assets/index-bbb.js')))
  })

  test('a first install into an empty place, and a folder without index.html is refused', async ({
    assert,
  }) => {
    const publicDir = join(root, 'public')
    await installWebAppBuild(writeBuild(join(root, 'stage'), 'aaa'), publicDir)
    assert.deepEqual(missingForAVisitor(publicDir), [])
    mkdirSync(join(root, 'empty'))
    await assert.rejects(() => installWebAppBuild(join(root, 'empty'), publicDir), /not a build/)
    assert.deepEqual(missingForAVisitor(publicDir), [])
  })
})
