import os from 'node:os'

/** The answering process: memory and uptime (each web or worker process reports its own). */
export async function processCard() {
  const memory = process.memoryUsage()
  return {
    pid: process.pid,
    node_version: process.version,
    uptime_seconds: Math.round(process.uptime()),
    rss_bytes: memory.rss,
    heap_used_bytes: memory.heapUsed,
    heap_total_bytes: memory.heapTotal,
    system_memory_bytes: os.totalmem(),
    system_free_memory_bytes: os.freemem(),
  }
}
