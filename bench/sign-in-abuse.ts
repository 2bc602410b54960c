// `node --import tsx bench/sign-in-abuse.ts`: what abusive sign-in traffic costs the server (issue
// 19). Starts `server/main.ts` as its own process on a fresh data dir, so its peak memory (VmHWM)
// is its own; the big bodies go out from curl, so this process stays free to time ordinary calls.
// It prints figures; it passes or fails nothing.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PORT = 18_000 + Math.floor(Math.random() * 1000)
const api = `http://127.0.0.1:${PORT}/api`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-bench-abuse-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PM3_DATA_DIR: dataDir,
    PM3_STATIC_DIR: dataDir,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('PM3 is running')) resolve()
  })
})

function peakMb(): number {
  const line = fs
    .readFileSync(`/proc/${server.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM'))!
  return Math.round(Number(line.replace(/\D/g, '')) / 1024)
}

async function post(pathName: string, body: string) {
  const t = performance.now()
  const res = await fetch(`${api}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  await res.text()
  return { status: res.status, ms: performance.now() - t }
}

const hugeFile = path.join(dataDir, 'huge.json')
fs.writeFileSync(hugeFile, JSON.stringify({ username: 'admin', password: 'x'.repeat(100 * 1024 * 1024) }))
function hugeSignIn(): Promise<{ status: string; ms: number }> {
  return new Promise((resolve) => {
    const t = performance.now()
    const args = [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-H',
      'content-type: application/json',
      '-H',
      'Expect:',
    ]
    const c = spawn('curl', [...args, '--data-binary', `@${hugeFile}`, `${api}/user/userLogin`])
    let out = ''
    c.stdout.on('data', (d: Buffer) => {
      out += d.toString()
    })
    c.on('close', () => resolve({ status: out, ms: performance.now() - t }))
  })
}

const small = () => post('/user/userLogin', JSON.stringify({ username: 'nobody', password: 'x' }))
await small()
const baseline = peakMb()
const one = await hugeSignIn()
console.info(
  `one 100 MB sign-in body: ${one.status} in ${one.ms.toFixed(0)} ms; server peak ${peakMb()} MB (${baseline} MB before)`,
)

const during: number[] = []
let done = false
const four = Promise.all(Array.from({ length: 4 }, hugeSignIn)).then((r) => {
  done = true
  return r
})
while (!done) during.push((await small()).ms)
const answers = await four
const slowestHuge = Math.max(...answers.map((a) => a.ms))
console.info(
  `four 100 MB bodies at once (${answers.map((a) => a.status).join(', ')}, all answered in ${slowestHuge.toFixed(0)} ms): ` +
    `${during.length} ordinary calls meanwhile, slowest ${Math.max(...during).toFixed(0)} ms; server peak ${peakMb()} MB`,
)

const t = performance.now()
const guesses = await Promise.all(
  Array.from({ length: 40 }, () =>
    post('/user/userLogin', JSON.stringify({ username: 'field', password: 'guess' })),
  ),
)
const bodies = guesses.map((g) => g.status)
console.info(
  `40 parallel wrong passwords: answered in ${(performance.now() - t).toFixed(0)} ms, statuses ${[...new Set(bodies)].join(', ')}`,
)
server.kill('SIGTERM')
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
