import { rssMb } from './bench_server.js'

/** Samples a process's RSS every `everyMs` until `stop()`, which answers the highest value seen (MB). */
export function samplePeakRss(pid, everyMs = 100) {
  let peak = rssMb(pid)
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid))
    } catch {}
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}
