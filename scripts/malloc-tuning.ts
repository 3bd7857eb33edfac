/**
 * glibc's allocator settings `npm start` runs Dealbox with (scripts/start.ts), and the
 * hardening probe's `--malloc-tuning` (bench/hardening-probe.ts). glibc reads them only when
 * a process starts, so they cannot be set from inside it.
 *
 * Large messages are Buffers of megabytes. By default glibc raises its mmap threshold to
 * the largest block freed (up to 32 MB); after that such Buffers come from the heap and
 * their memory stays with the process once freed. A fixed threshold keeps every block over
 * 256 KiB in its own mapping, given back on free. Two arenas instead of eight per core for
 * the threads (libuv's pool, the mail workers). See docs/decisions/008-hardening.md.
 */
export const MALLOC_TUNING = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '262144' };
