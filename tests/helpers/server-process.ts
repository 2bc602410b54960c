// A real PM3 server as its own process (`tsx server/main.ts`) on a given PostgreSQL database, as
// several processes behind a load balancer run it.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

/**
 * Starts the process and resolves with its address once it says it is running. An empty databaseUrl
 * is the embedded SQLite in dataDir; `env` adds settings (PM3_S3_* for a shared attachment bucket).
 */
export function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PM3_DATA_DIR: dataDir,
      PM3_STATIC_DIR: path.join(dataDir, 'no-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const running = /PM3 is running at (http:\/\/[^\s"]+)/.exec(out)
      if (running) resolve({ child, url: running[1]! })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server process exited (${code}): ${out}`)))
  })
}

export function stopServerProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
