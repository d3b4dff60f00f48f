/**
 * The V8 flag every Airdeck server process (web and worker) is started with. Node 24 sizes the young generation from
 * the machine's memory: on a 24 GB machine each of its two semi-spaces may grow to 64 MB, and a busy process keeps
 * both committed (128 MB of RSS whatever the process holds). 16 MB semi-spaces took 85–170 MB off a web process's
 * peak under the same 5,000 requests, CPU per request within the noise (docs/benchmarks.md, "Where the memory goes").
 * A NODE_OPTIONS that sets the size itself is left to decide.
 */
export const SEMI_SPACE_MB = 16

export function memoryFlags(nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return /--max-semi-space-size\b/.test(nodeOptions)
    ? []
    : [`--max-semi-space-size=${SEMI_SPACE_MB}`]
}
