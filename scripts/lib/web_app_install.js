/**
 * Puts a finished build of the web app in place under public/ while other processes serve it, without a moment in
 * which a file is missing (issue 33: emptying public/ first gave 404s for about half a second):
 *
 * 1. the new content-hashed assets are moved in beside the old ones (their names differ, so nothing is replaced);
 * 2. every other file is renamed over its old copy — rename(2) is atomic, so a reader gets the old file or the new
 *    one — with index.html last, once everything it refers to is there;
 * 3. files of the build before the previous one are removed. The previous build's files stay one more generation,
 *    so a browser that loaded the old index.html a moment ago still gets its scripts.
 *
 * `.web-build.json` in public/ records the installed builds. Staging and public/ must be on one file system.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'

const MANIFEST = '.web-build.json'
const ENTRY = 'index.html'

async function filesUnder(dir, base = dir) {
  if (!existsSync(dir)) return []
  const found = []
  for (const name of await readdir(dir)) {
    const path = join(dir, name)
    if ((await stat(path)).isDirectory()) found.push(...(await filesUnder(path, base)))
    else found.push(relative(base, path).split(sep).join('/'))
  }
  return found
}

async function readManifest(target) {
  try {
    const parsed = JSON.parse(await readFile(join(target, MANIFEST), 'utf8'))
    return { current: parsed.current ?? [], previous: parsed.previous ?? [] }
  } catch {
    // A public/ built before this installer: what is there now counts as the previous build.
    return {
      current: (await filesUnder(target)).filter((file) => !file.startsWith('.')),
      previous: [],
    }
  }
}

async function moveInto(staging, target, file) {
  await mkdir(dirname(join(target, file)), { recursive: true })
  await rename(join(staging, file), join(target, file))
}

/**
 * Moves the build in `staging` into `target` (public/) as described above, then removes `staging`.
 * `afterEachChange` (tests) is awaited after every change to `target`.
 */
export async function installWebAppBuild(staging, target, afterEachChange = async () => {}) {
  const incoming = await filesUnder(staging)
  if (!incoming.includes(ENTRY)) throw new Error(`${staging} holds no ${ENTRY}: not a build`)
  await mkdir(target, { recursive: true })
  const installed = await readManifest(target)

  const assets = incoming.filter((file) => file.startsWith('assets/'))
  const others = incoming.filter((file) => !file.startsWith('assets/') && file !== ENTRY)
  for (const file of [...assets, ...others, ENTRY]) {
    await moveInto(staging, target, file)
    await afterEachChange(file)
  }

  // A rebuild of the same sources is the same build: the previous one keeps its place.
  const rebuilt =
    incoming.length === installed.current.length &&
    incoming.every((file) => installed.current.includes(file))
  const previous = rebuilt ? installed.previous : installed.current
  const kept = new Set([...incoming, ...previous])
  for (const file of rebuilt ? [] : installed.previous) {
    if (kept.has(file)) continue
    await rm(join(target, file), { force: true })
    await afterEachChange(file)
  }

  const manifest = join(target, `${MANIFEST}.${process.pid}`)
  await writeFile(manifest, JSON.stringify({ current: incoming, previous }))
  await rename(manifest, join(target, MANIFEST))
  await rm(staging, { recursive: true, force: true })
}
