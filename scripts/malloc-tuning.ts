/**
 * The memory settings `npm start` runs Dealbox with (scripts/start.ts), the Dockerfile's, and
 * the benchmarks' that measure memory (bench/hardening-probe.ts `--malloc-tuning`,
 * bench/mbox-import.ts). Both kinds are read only when a process starts, so they cannot be
 * set from inside it.
 *
 * glibc: large messages are Buffers of megabytes. By default glibc raises its mmap threshold
 * to the largest block freed (up to 32 MB); after that such Buffers come from the heap and
 * their memory stays with the process once freed. A fixed threshold keeps every block over
 * 256 KiB in its own mapping, given back on free. Two arenas instead of eight per core for
 * the threads (libuv's pool, the mail workers). See docs/decisions/008-hardening.md.
 *
 * V8, the main thread's heap (decision 057): young generation semi-spaces of 2 MB instead of
 * 16 (Node 20 keeps ~32 MB for them once a burst has grown them), and an old-generation
 * limit of 512 MB, which also makes V8 collect when the heap has grown ~1.4 times past what
 * was live after the last collection instead of up to 4 times (its factor scales with the
 * limit): during an import the main thread's heap otherwise doubled with garbage.
 */
export const MALLOC_TUNING = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '262144' };

/** The V8 options, given to node before the script (or in NODE_OPTIONS, as the Dockerfile does). */
export const V8_MEMORY_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=512'];

/**
 * The V8 options of V8_MEMORY_FLAGS that neither `execArgv` nor `nodeOptions` (NODE_OPTIONS)
 * sets already, by name, whatever the value: an operator's own setting stands.
 */
export function missingV8Flags(execArgv: string[], nodeOptions: string | undefined): string[] {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].map((a) => a.split('=')[0]);
  return V8_MEMORY_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
}
