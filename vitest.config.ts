import { configDefaults, defineConfig } from 'vitest/config';

/** Files that replace a module (`vi.mock`): only a fresh module graph per file sees that. */
const ownModules = ['src/server/mail/process-email.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one file at a time on two cores (cores - 1). Most files wait on
    // sockets, PostgreSQL and the disk more than they compute, so four run at once; and a
    // worker keeps its imported modules from one file to the next (`isolate: false`), which
    // took the imports from 210 s of the run to 41 (docs/architecture.md, "Tests"). The time
    // limits are for a hung test or hook, not a slow one on a busy machine.
    maxWorkers: 4,
    // 60 s: beside a second copy of the suite (load ~17 on 2 cores) tests ran 3 to 4 times
    // slower and a dozen passed 30 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The Dealbox processes the tests start (test/support/server-process.ts and
    // dealbox-process.ts pass this environment on) process mail at normal priority, as the
    // browser suite's does: in SCHED_IDLE (the default, decision 029) a flood's processing
    // waits for a free core, which another program on the machine may never leave.
    env: { INGEST_PRIORITY: 'normal' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownModules],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules } },
    ],
  },
});
