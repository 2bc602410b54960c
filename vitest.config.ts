import { defineConfig } from 'vitest/config'

// Three projects: unit tests beside the code, integration tests against the real server
// in-process, and browser tests in real Chromium against the built app.
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    reporters: ['default', './tests/helpers/plain-summary-reporter.ts'],
    // Two files at once on 2 cores: browser and server tests mostly wait (polls, timeouts, fault
    // delays): one file at a time took 18 min with the CPU two-thirds idle; three at once saturated it.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/helpers/unit-setup.ts'],
          // Above Testing Library's wait (unit-setup.ts), so a wait that fails says what it waited for.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          testTimeout: 30_000,
          // A server starts (migrations, seed, Argon2 hashes) in a file's beforeAll: seconds under load.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Generous: CI runs these beside the integration suite, e2e files in parallel, on 2 cores.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // A poll waits for what a user would wait for; vitest's 1 s default failed under CI load
          // (a page still painting after sign-in), never because the app was wrong.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: true,
        },
      },
    ],
  },
})
