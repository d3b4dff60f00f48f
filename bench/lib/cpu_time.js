/**
 * CPU time from /proc, to show where a benchmark's time goes: a process's user + system seconds, a database's
 * PostgreSQL backends, and the whole machine's busy seconds (every core, every process, other people's work included).
 */
import { readFileSync } from 'node:fs'
import pg from 'pg'

const TICKS_PER_SECOND = 100

export function processCpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces) start at state; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

export function machineBusySeconds() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND
}

/** CPU seconds each of `pids` (by name) and the machine spend between now and `stop()`. */
export function cpuMeter(pids) {
  const start = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, processCpuSeconds(pid)])
  )
  const machineStart = machineBusySeconds()
  return {
    stop() {
      const used = Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => [name, processCpuSeconds(pid) - start[name]])
      )
      return { ...used, machine: machineBusySeconds() - machineStart }
    },
  }
}

/**
 * CPU seconds of the PostgreSQL backends serving `databaseUrl`'s database between now and `stop()` (other databases
 * on the same server, and the shared WAL writer and checkpointer, are left out). A backend that ends meanwhile is lost.
 */
export async function postgresMeter(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const name = new URL(databaseUrl).pathname.slice(1)
  const backends = async () => {
    const { rows } = await db.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name]
    )
    return rows.map((row) => [row.pid, cpuOrNull(row.pid)]).filter(([, cpu]) => cpu !== null)
  }
  const start = new Map(await backends())
  return {
    async stop() {
      try {
        return (await backends()).reduce((sum, [pid, cpu]) => sum + cpu - (start.get(pid) ?? 0), 0)
      } finally {
        await db.end()
      }
    },
  }
}

function cpuOrNull(pid) {
  try {
    return processCpuSeconds(pid)
  } catch {
    return null
  }
}
