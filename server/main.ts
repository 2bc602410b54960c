// `npm start`: PM3 with its embedded database and demo data.
import { StartRefused } from './backup/start-check.ts'
import { configFromEnv } from './config.ts'
import { DEMO_ACCOUNTS } from './demo/seed.ts'
import { DEFAULT_DRAIN_MS } from './drain.ts'
import { type RunningServer, startServer } from './start.ts'
import { startupRefusal } from './startup-refusal.ts'

const config = configFromEnv()
let running: RunningServer
try {
  running = await startServer(config)
} catch (error) {
  // A refusal is a message for the operator, not a stack trace.
  const refusal = error instanceof StartRefused ? error.message : startupRefusal(error, config.dataDir)
  if (!refusal) throw error
  console.error(refusal)
  process.exit(1)
}
const log = config.log
log(`PM3 is running at ${running.url}`)
log('Demo accounts:')
for (const a of DEMO_ACCOUNTS)
  log(
    `  ${a.username.padEnd(8)} ${a.password.padEnd(10)} lock screen ${a.lockPassword.padEnd(12)} access ${a.admin ? 'all (admin)' : a.acce}`,
  )

// A drain, then exit: requests under way finish, new ones are refused, streams are told to come back.
// A second signal while draining stops at once.
let draining = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (draining) process.exit(1)
    draining = true
    log(`PM3: ${signal}: draining (at most ${(config.drainMs ?? DEFAULT_DRAIN_MS) / 1000} s)`)
    void running.drain().then(
      (outcome) => {
        log(
          outcome.clean
            ? `PM3: stopped after ${outcome.ms} ms, every request answered`
            : `PM3: stopped after ${outcome.ms} ms, ${outcome.cut} request(s) cut at the bound`,
        )
        process.exit(outcome.clean ? 0 : 1)
      },
      (error) => {
        log(`PM3: drain failed: ${error instanceof Error ? error.stack : error}`)
        process.exit(1)
      },
    )
  })
}
