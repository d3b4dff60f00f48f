/** Work a helper leaves for the end of the test run (closing a shared browser, say); the runner's teardown runs it. */
const closers: (() => Promise<void>)[] = []

export function onTestRunEnd(closer: () => Promise<void>) {
  closers.push(closer)
}

export async function runTestRunEnd() {
  await Promise.allSettled(closers.splice(0).map((closer) => closer()))
}
