// `npm start`: PM3 with its embedded database and demo data.
import { StartRefused } from './backup/start-check.ts'
import { configFromEnv } from './config.ts'
import { DEMO_ACCOUNTS } from './db/seed.ts'
import { startServer } from './start.ts'

const running = await startServer(configFromEnv()).catch((e: unknown) => {
  // A refusal is a message for the operator, not a stack trace.
  if (!(e instanceof StartRefused)) throw e
  console.error(e.message)
  process.exit(1)
})
const log = running.config.log
log(`PM3 is running at ${running.url}`)
log('Demo accounts:')
for (const a of DEMO_ACCOUNTS)
  log(
    `  ${a.username.padEnd(8)} ${a.password.padEnd(10)} lock screen ${a.lockPassword.padEnd(12)} access ${a.admin ? 'all (admin)' : a.acce}`,
  )

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0))
  })
}
