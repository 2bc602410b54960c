// Server settings, read once from the environment so tests can pass their own.
import path from 'node:path'
import type { FileStore } from './attachments/file-store.ts'
import { s3FileStore } from './attachments/s3-file-store.ts'
import type { FaultInjector } from './ports/faults.ts'
import { DevelopmentSmsSender, type SmsSender } from './ports/sms.ts'

export interface ServerConfig {
  port: number
  host: string
  /** Uploads live here, and the embedded SQLite database unless databaseUrl is set. */
  dataDir: string
  /** PostgreSQL (DATABASE_URL), shared by several server processes; null: the embedded SQLite. */
  databaseUrl: string | null
  /** Folder with the built app (vite build output); absent in API-only tests. */
  staticDir: string | null
  /** RSA-encrypted login payloads (spec §7). HTTPS is what protects the password. */
  rsaLogin: boolean
  tokenTtlMs: number
  /** How long an expired token still counts as proof for /user/refreshToken. */
  refreshGraceMs: number
  /** Injectable clock: throttling and token expiry are tested without waiting. */
  now: () => number
  /** Logs requests and start-up lines; tests keep it quiet. */
  log: (line: string) => void
  /** WeChat official account credentials (spec §7 /wx/*); null: the WeChat calls say it is not configured. */
  wechat?: { appId: string; appSecret: string } | null
  /** POST /sync/push starts no further entry after this long (default 5 s; clients wait 30 s). */
  pushBatchBudgetMs?: number
  /**
   * Reverse proxies (their addresses as the server sees them) whose X-Forwarded-For is believed;
   * empty: the socket's peer is the caller (PM3_TRUSTED_PROXIES, comma-separated).
   */
  trustedProxies?: string[]
  /**
   * Development mode, only when asked for (PM3_DEVELOPMENT=1, as `npm start` does): text messages are
   * printed and shown on GET /api/dev/sms instead of being sent. A deployment that forgets a setting
   * must not publish registration codes, so the default is off.
   */
  development: boolean
  /** Sends verification codes; null: no gateway configured, so none can be requested. */
  sms: SmsSender | null
  /** How often a live change stream re-reads its session and access codes (default 15 s). */
  liveRecheckMs?: number
  /** A comment on each idle live stream this often, so proxies keep it open (default 25 s). */
  liveHeartbeatMs?: number
  /**
   * Attachment bytes (server/attachments/file-store.ts); absent: local disk under dataDir. PM3_S3_BUCKET
   * puts them in an S3-compatible bucket instead (s3FileStoreFromEnv), as several processes need.
   */
  fileStore?: FileStore
  /** The largest attachment accepted (PM3_ATTACHMENT_MAX_MB, default 20). */
  attachmentMaxBytes?: number
  /**
   * How often the scheduler looks for due tasks (server/tasks/scheduler.ts); null or absent: no
   * scheduler (the test server's default). PM3_SCHEDULER=0 turns it off, PM3_SCHEDULER_TICK_MS sets it.
   */
  schedulerTickMs?: number | null
  /**
   * The server's own backups (server/backup/backup-schedule.ts): PM3_BACKUP_EVERY (6h by default on
   * SQLite, off on PostgreSQL unless set; 0 turns it off), PM3_BACKUP_KEEP (28), PM3_BACKUP_DIR
   * (default `backups` in the data folder: put it on another disk). Null: no schedule.
   */
  backup?: BackupSettings | null
  /**
   * One structured record per request (written by the request log middleware); absent: none logged.
   * PM3_LOG=json turns it on and makes every log line a JSON object.
   */
  logRecord?: (fields: Record<string, unknown>) => void
  /** How long a write waits for a lock another process holds on the SQLite file (PM3_SQLITE_BUSY_WAIT_MS). */
  sqliteBusyWaitMs?: number
  /** Room kept free in the data folder for sign-ins when the disk fills (PM3_STORAGE_RESERVE_MB, default 8). */
  storageReserveBytes?: number
  /** How many days a deleted record can be restored before it is purged (PM3_RECYCLE_DAYS, default 30). */
  recycleDays?: number
  /** After SIGTERM, how long in-flight requests may take before the process exits anyway (PM3_DRAIN_MS). */
  drainMs?: number
  /** Test-only fault injection; absent in production. */
  faults?: FaultInjector
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd()
  const development = env.PM3_DEVELOPMENT === '1'
  const json = env.PM3_LOG === 'json'
  const logRecord = (fields: Record<string, unknown>) =>
    console.info(JSON.stringify({ time: new Date().toISOString(), level: 'info', ...fields }))
  const log = json ? (line: string) => logRecord({ msg: line }) : (line: string) => console.info(line)
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.PM3_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    staticDir: path.resolve(root, env.PM3_STATIC_DIR ?? 'dist'),
    rsaLogin: env.PM3_RSA_LOGIN === '1',
    tokenTtlMs: Number(env.PM3_TOKEN_TTL_MS ?? 12 * 3600_000),
    refreshGraceMs: 7 * 24 * 3600_000,
    now: Date.now,
    log,
    trustedProxies: (env.PM3_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    development,
    ...(json ? { logRecord } : {}),
    ...(env.PM3_SQLITE_BUSY_WAIT_MS ? { sqliteBusyWaitMs: Number(env.PM3_SQLITE_BUSY_WAIT_MS) } : {}),
    ...(env.PM3_DRAIN_MS ? { drainMs: Number(env.PM3_DRAIN_MS) } : {}),
    ...(Number(env.PM3_RECYCLE_DAYS) > 0 ? { recycleDays: Number(env.PM3_RECYCLE_DAYS) } : {}),
    ...(env.PM3_STORAGE_RESERVE_MB
      ? { storageReserveBytes: Number(env.PM3_STORAGE_RESERVE_MB) * 1024 * 1024 }
      : {}),
    schedulerTickMs: env.PM3_SCHEDULER === '0' ? null : Number(env.PM3_SCHEDULER_TICK_MS ?? 60_000),
    backup: backupFromEnv(env, path.resolve(root, env.PM3_DATA_DIR ?? '.data')),
    ...s3FileStoreFromEnv(env),
    ...(env.PM3_ATTACHMENT_MAX_MB
      ? { attachmentMaxBytes: Number(env.PM3_ATTACHMENT_MAX_MB) * 1024 * 1024 }
      : {}),
    // A production deployment supplies its gateway's SmsSender here (server/ports/sms.ts).
    sms: development ? new DevelopmentSmsSender((line) => log(line), Date.now) : null,
    wechat:
      env.PM3_WX_APPID && env.PM3_WX_SECRET
        ? { appId: env.PM3_WX_APPID, appSecret: env.PM3_WX_SECRET }
        : null,
  }
}

/** Where and how often the server backs itself up (server/backup/backup-schedule.ts). */
export interface BackupSettings {
  everyMs: number
  keep: number
  dir: string
}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 }

/** "6h", "30m", "1d" in ms; "0", "off" or nonsense: null. */
export function parseEvery(text: string | undefined): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*([mhd])$/.exec((text ?? '').trim())
  const ms = m ? Number(m[1]) * UNITS[m[2]!]! : 0
  return ms > 0 ? ms : null
}

function backupFromEnv(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings | null {
  const given = env.PM3_BACKUP_EVERY?.trim()
  const everyMs = given ? parseEvery(given) : env.DATABASE_URL?.trim() ? null : 6 * 3_600_000
  if (!everyMs) return null
  const keep = Number(env.PM3_BACKUP_KEEP ?? 28)
  return {
    everyMs,
    keep: Number.isSafeInteger(keep) && keep > 0 ? keep : 28,
    dir: path.resolve(process.cwd(), env.PM3_BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
  }
}

/**
 * PM3_S3_BUCKET names the bucket; PM3_S3_ENDPOINT an S3-compatible server (absent: AWS),
 * PM3_S3_REGION (default us-east-1), PM3_S3_ACCESS_KEY_ID and PM3_S3_SECRET_ACCESS_KEY (absent: the
 * SDK's own AWS_* variables or instance role), PM3_S3_FORCE_PATH_STYLE=1 for servers that want the
 * bucket in the path, PM3_S3_PREFIX the start of every key (default attachments).
 */
function s3FileStoreFromEnv(env: NodeJS.ProcessEnv): { fileStore?: FileStore } {
  const bucket = env.PM3_S3_BUCKET?.trim()
  if (!bucket) return {}
  const accessKeyId = env.PM3_S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.PM3_S3_SECRET_ACCESS_KEY?.trim()
  return {
    fileStore: s3FileStore({
      bucket,
      endpoint: env.PM3_S3_ENDPOINT?.trim() || undefined,
      region: env.PM3_S3_REGION?.trim() || 'us-east-1',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: env.PM3_S3_FORCE_PATH_STYLE === '1',
      prefix: env.PM3_S3_PREFIX?.trim().replace(/\/+$/, '') || 'attachments',
    }),
  }
}
