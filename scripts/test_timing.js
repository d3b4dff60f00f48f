/**
 * The timing report of `npm test`: each step's wall time, each test file's time and the slowest tests, read from
 * what the runners wrote (the Japa timing plugin, Vitest's JSON reporter) and written to tmp/test-report.json.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
export const timingDir = join(root, 'tmp', 'test-timing')
export const reportFile = join(root, 'tmp', 'test-report.json')

export function resetTimingDir() {
  rmSync(timingDir, { recursive: true, force: true })
  mkdirSync(timingDir, { recursive: true })
}

/** Where one step's runner writes its figures. */
export function timingFileOf(stepName) {
  return join(timingDir, `${stepName.replace(/[^a-z0-9]+/gi, '-')}.json`)
}

/** Vitest arguments that add its JSON report beside the usual console output. */
export function vitestTimingArgs(stepName) {
  return [
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${timingFileOf(stepName)}`,
  ]
}

/** One step's files and tests in the Japa plugin's shape, whichever runner wrote them. */
function readStepTiming(stepName) {
  const file = timingFileOf(stepName)
  if (!existsSync(file)) return { files: [], tests: [] }
  const data = JSON.parse(readFileSync(file, 'utf8'))
  if (!data.testResults) return data
  const files = []
  const tests = []
  for (const result of data.testResults) {
    const path = relative(root, result.name)
    files.push({ file: path, ms: Math.round(result.endTime - result.startTime) })
    for (const test of result.assertionResults) {
      tests.push({
        file: path,
        title: test.fullName,
        ms: Math.round(test.duration ?? 0),
        failed: test.status === 'failed',
      })
    }
  }
  return { files, tests }
}

/** Writes tmp/test-report.json and returns it; `results` are the steps as `npm test` ran them. */
export function writeTimingReport(results, wallSeconds) {
  const files = []
  const tests = []
  const steps = results.map(({ step, seconds, code, lane }) => {
    const timing = readStepTiming(step.name)
    files.push(...timing.files.map((entry) => ({ step: step.name, ...entry })))
    tests.push(...timing.tests.map((entry) => ({ step: step.name, ...entry })))
    return {
      name: step.name,
      lane,
      seconds: Number(seconds.toFixed(1)),
      exit: code,
      files: timing.files.length,
    }
  })
  files.sort((a, b) => b.ms - a.ms)
  tests.sort((a, b) => b.ms - a.ms)
  const report = {
    at: new Date().toISOString(),
    wallSeconds: Number(wallSeconds.toFixed(1)),
    steps,
    files,
    slowestTests: tests.slice(0, 30),
  }
  mkdirSync(join(root, 'tmp'), { recursive: true })
  writeFileSync(reportFile, JSON.stringify(report, null, 2))
  return report
}

/** The lines `npm test` prints at the end: the ten slowest files. */
export function slowestFilesLines(report, count = 10) {
  return report.files
    .slice(0, count)
    .map(
      (entry) => `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.file} (${entry.step})`
    )
}
