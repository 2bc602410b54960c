// Row shapes of the server database, as Kysely sees them (SQLite today, PostgreSQL later).

import type { Generated } from 'kysely'
import type { HistoryAction } from '../../src/api/record-history.ts'

export interface SiteInfoTable {
  com_id: number
  dm: Generated<string>
  company: string
  erp_title: string
  /** Module switches and menu titles (spec §3), kept as one JSON object so a new switch needs no migration. */
  settings: Generated<string>
  updated_at: number
}

export interface UsersTable {
  id: Generated<number>
  com_id: number
  username: string
  password_hash: string
  admin: Generated<number>
  nickname: Generated<string>
  avatar: Generated<string>
  openid: Generated<string>
  theme: Generated<string>
  staff_id: Generated<number>
  /** The id of the account's staff file (res_staff): its department and post. */
  staff_ref: Generated<string>
  staff: Generated<string>
  suo_password: Generated<string>
  /** Access codes granted directly; the account's roles add theirs (server/auth/role-access.ts). */
  acce: Generated<string>
  /** Comma-separated ids of the account's roles (res_roles). */
  role_ids: Generated<string>
  /** The ULID the admin's device made when it created the account offline ('' for older accounts). */
  client_id: Generated<string>
  mobile: Generated<string>
  /** 1 for an account made on the register page. */
  self_registered: Generated<number>
  /** 0 while a self-registered account waits for an admin's approval: it cannot sign in. */
  approved: Generated<number>
  failed_logins: Generated<number>
  next_attempt_at: Generated<number>
  locked_until: Generated<number>
  updated_at: number
}

export interface SessionsTable {
  token_hash: string
  user_id: number
  com_id: number
  created_at: number
  expires_at: number
  /** After this, an expired token is no longer proof for a refresh. */
  refresh_until: number
  revoked_at: number | null
  /** One sign-in: every token refreshed from it shares this id, and is revoked with it. */
  family_id: Generated<string>
  /** The hash of the token that replaced this one on refresh; null while it is the newest. */
  successor_hash: string | null
  rotated_at: number | null
  /** When a call was first made with this token; null: never used. */
  used_at: number | null
}

/** Sign-in attempts of one account from one address ('*': from anywhere), counted before the check. */
export interface LoginAttemptsTable {
  /** 'user', 'yun', '<kind>-name:<sha-256 of the name>' (a name no account has), 'address' (Argon2 budget), 'grant…'. */
  kind: string
  account_id: number
  address: string
  failed: Generated<number>
  next_attempt_at: Generated<number>
  locked_until: Generated<number>
  last_failure_at: Generated<number>
  last_success_at: Generated<number>
}

export interface LoginRecordsTable {
  id: Generated<number>
  com_id: number
  user_id: number
  window_screen: Generated<string>
  document_title: Generated<string>
  document_url: Generated<string>
  user_mac: Generated<string>
  visitor_id: Generated<string>
  user_ip: Generated<string>
  staff: Generated<string>
  su: Generated<string>
  created_at: number
  /** Change sequence and tombstone, as res_ tables have, for delta pulls of /user/getUserLoginList. */
  rev: Generated<number>
  deleted: Generated<number>
}

export interface SequencesTable {
  name: string
  value: number
}

export interface IdempotencyKeysTable {
  user_id: number
  key: string
  kind: string
  request_hash: string
  /** The envelope first answered, replayed for every retry with the same key. */
  response: string
  client_time: number | null
  created_at: number
}

/** A mirrored resource's table (res_<name>): declared fields plus these. */
export interface ResourceRowMeta {
  id: string
  com_id: number
  rev: number
  updated_at: number
  created_at: number
  updated_by: number
  deleted: number
}

/** Who may see a sop: its filer, every approver of its steps and everyone copied. */
export interface SopViewersTable {
  sop_id: string
  user_id: number
  read_at: Generated<number>
}

/** Which projects an account is a member of (/user/addUserProject), besides its staff file's posts. */
export interface UserProjectsTable {
  com_id: number
  user_id: number
  project_id: string
  created_at: number
}

/** A cloud pricing account (spec §7 /yun/*), separate from staff accounts. */
export interface YunUsersTable {
  id: Generated<number>
  com_id: number
  username: string
  password_hash: string
  nickname: Generated<string>
  openid: Generated<string>
  failed_logins: Generated<number>
  next_attempt_at: Generated<number>
  locked_until: Generated<number>
}

export interface YunSessionsTable {
  token_hash: string
  yun_user_id: number
  expires_at: number
}

/** One entry of a cloud notebook (book: 'log' | 'cost'), its body the client's JSON. */
export interface YunNotesTable {
  id: string
  yun_user_id: number
  book: string
  body: string
  created_at: number
  updated_at: number
}

/** One price of a service item over a span of price-list versions (migration 0006-pricing). */
export interface ItemPricesTable {
  id: Generated<number>
  com_id: number
  item_id: string
  version: number
  closed_version: number | null
  price: number
  valid_from: number
  valid_to: number | null
  created_by: Generated<number>
}

/** A verification code the server sent to a mobile (hashed; it expires and allows few tries). */
export interface SmsCodesTable {
  id: Generated<number>
  com_id: number
  mobile: string
  /** What the code is for, e.g. 'register'. */
  purpose: string
  code_hash: string
  expires_at: number
  attempts_left: number
  created_at: number
}

/** One change of one record (migration 0006-history). */
export interface RecordHistoryTable {
  id: Generated<number>
  com_id: number
  resource: string
  record_id: string
  rev: number
  action: HistoryAction
  /** JSON {field: [old, new]} */
  changes: string
  user_id: number
  device: Generated<string>
  entry_key: Generated<string>
  /** The API path of the call that made the change (migration 0015); '' for server workflows. */
  command: Generated<string>
  client_time: number | null
  server_time: number
}

/** An attached file of a company, named by the SHA-256 of its bytes (migration 0007). */
export interface AttachmentsTable {
  com_id: number
  hash: string
  size: number
  declared_type: Generated<string>
  received: Generated<number>
  complete: Generated<number>
  uploaded_by: number
  created_at: number
  /** When the stored bytes last failed their hash (null: never, or sent again since). */
  damaged_at: number | null
}

export interface AttachmentRefsTable {
  com_id: number
  hash: string
  resource: string
  record_id: string
  name: Generated<string>
}

export interface ManagerGrantsTable {
  token: string
  com_id: number
  manager_id: number
  manager_name: string
  action: string
  subject: string
  expires_at: number
  used_at: Generated<number>
}

/** One run of a scheduled task (migration 0010-scheduled-task-runs). */
export interface TaskRunsTable {
  id: Generated<number>
  com_id: number
  task: string
  trigger: 'schedule' | 'manual'
  started_by: Generated<number>
  started_at: number
  duration_ms: number
  ok: number
  /** JSON counts (src/modules/system/scheduled-tasks.ts summary). */
  result: Generated<string>
  error: Generated<string>
}

/** An approver reminded of a sop step waiting too long (migration 0010-scheduled-task-runs). */
export interface ApprovalRemindersTable {
  com_id: number
  sop_id: string
  step: number
  user_id: number
  waiting_since: number
  created_at: number
}

export interface NoticeDigestsTable {
  com_id: number
  user_id: number
  day: string
  waiting: number
  unread: number
  created_at: number
}

export interface Database {
  notice_digests: NoticeDigestsTable
  task_runs: TaskRunsTable
  approval_reminders: ApprovalRemindersTable
  manager_grants: ManagerGrantsTable
  attachments: AttachmentsTable
  attachment_refs: AttachmentRefsTable
  item_prices: ItemPricesTable
  sms_codes: SmsCodesTable
  record_history: RecordHistoryTable
  user_projects: UserProjectsTable
  yun_users: YunUsersTable
  yun_sessions: YunSessionsTable
  yun_notes: YunNotesTable
  sop_viewers: SopViewersTable
  sequences: SequencesTable
  idempotency_keys: IdempotencyKeysTable
  site_info: SiteInfoTable
  users: UsersTable
  sessions: SessionsTable
  login_attempts: LoginAttemptsTable
  login_records: LoginRecordsTable
}
