// The admin's system writes (site settings, user accounts) as outbox commands: their optimistic
// effect on this device's mirror and the call that delivers them (server/routes/user-routes.ts,
// site-admin-routes.ts). A new account's password rides in its entry until the server has it.
import { bumpCount, type Command, InvalidPayload, putWithUndo } from '../../data/command-kit.ts'
import type { BeforeImage } from '../../data/outbox-types.ts'
import type { Row, UserDb } from '../../data/user-db.ts'
import { bilingual, inLanguage, type Text } from '../../resources/text.ts'
import { parseSitePatch } from './site-settings.ts'
import { parseUserPayload, type UserPayloadKind } from './user-rules.ts'
import { users } from './users.resource.ts'

type UserRow = typeof users.row

/** The meta row the page's site info follows (src/shell/site-info-follower.tsx). */
export const SITE_INFO_KEY = 'siteInfo'

function parseUser(kind: UserPayloadKind) {
  return (payload: Record<string, unknown>, lang: 'zh' | 'en') => {
    const result = parseUserPayload(kind, payload, lang)
    if (!result.ok) throw new InvalidPayload(result.messages)
    return result.value
  }
}

const userConfirmed: Command['confirmed'] = (_payload, data) => [{ table: users.name, row: data as Row }]

async function currentUser(db: UserDb, id: string, lang: 'zh' | 'en'): Promise<UserRow> {
  const row = (await db.rows(users).get(id)) as UserRow | undefined
  if (!row) throw new InvalidPayload([lang === 'en' ? 'No such account' : '该账号不存在或已删除'])
  return row
}

/** Changes one account's mirrored row, keeping its before-image. */
async function patchUser(
  db: UserDb,
  payload: Record<string, unknown>,
  lang: 'zh' | 'en',
  change: (row: UserRow) => Partial<UserRow>,
): Promise<BeforeImage[]> {
  const row = await currentUser(db, String(payload.id), lang)
  const undo: BeforeImage[] = []
  await putWithUndo(db, users.name, { ...row, ...change(row) } as Row, undo)
  return undo
}

const projectList = (row: UserRow) => row.projects.split(',').filter(Boolean)

export const saveSiteSettings: Command = {
  kind: 'site.saveSettings',
  describe: async (_db, _p, lang) => (lang === 'en' ? 'Save platform settings' : '保存平台设置'),
  path: '/user/saveErpInfo',
  tables: ['meta', 'syncState'],
  parse(payload, lang) {
    const result = parseSitePatch(payload, lang)
    if (!result.ok) throw new InvalidPayload(result.messages)
    return result.patch
  },
  async apply(db, patch) {
    const before = ((await db.meta.get(SITE_INFO_KEY)) as Record<string, unknown> | undefined) ?? null
    const value = (before?.value as Record<string, unknown> | null | undefined) ?? {}
    await db.meta.put({ key: SITE_INFO_KEY, value: { ...value, ...patch } })
    return [{ table: 'meta', id: SITE_INFO_KEY, before }]
  },
  // The server's whole site info replaces the local copy (meta's key is its id here); marked as the
  // server's, so the page takes all of it, over a copy the session may have fetched before the push.
  confirmed: (_payload, data) => [
    {
      table: 'meta',
      row: { id: SITE_INFO_KEY, key: SITE_INFO_KEY, value: data, source: 'server', updated_at: 0 },
    },
  ],
}

/** "重置密码：zhangsan" — the account by its user name as this device holds it. */
const aboutUser =
  (action: Text): NonNullable<Command['describe']> =>
  async (db, p, lang) => {
    const row = await db.rows(users).get(String(p.id))
    return `${inLanguage(action, lang)}：${String(p.username ?? row?.username ?? p.id)}`
  }

export const addUser: Command = {
  kind: 'users.add',
  describe: aboutUser(bilingual('新增用户', 'Add user')),
  path: '/user/addUser',
  tables: [users.name, 'syncState'],
  parse: parseUser('add'),
  async apply(db, p, lang) {
    const taken = await db.rows(users).where('username').equals(String(p.username)).first()
    if (taken)
      throw new InvalidPayload([
        lang === 'en' ? `The user name "${p.username}" is already taken` : `用户名“${p.username}”已存在`,
      ])
    const row: UserRow = {
      id: String(p.id),
      username: String(p.username),
      nickname: String(p.nickname),
      mobile: '',
      admin: p.admin === 1,
      acce: String(p.acce),
      role_ids: String(p.role_ids ?? ''),
      staff_ref: String(p.staff_ref),
      projects: '',
      self_registered: false,
      approved: true,
      updated_at: 0,
    }
    const undo: BeforeImage[] = []
    await putWithUndo(db, users.name, row as unknown as Row, undo)
    return undo
  },
  confirmed: userConfirmed,
}

export const updateUser: Command = {
  kind: 'users.update',
  describe: aboutUser(bilingual('修改用户', 'Edit user')),
  path: '/user/upUser',
  tables: [users.name, 'syncState'],
  parse: parseUser('update'),
  apply: (db, p, lang) =>
    patchUser(db, p, lang, () => ({
      nickname: String(p.nickname),
      admin: p.admin === 1,
      acce: String(p.acce),
      ...(p.role_ids === undefined ? {} : { role_ids: String(p.role_ids) }),
      staff_ref: String(p.staff_ref),
      self_registered: false,
      approved: true,
    })),
  confirmed: userConfirmed,
}

export const resetUserPassword: Command = {
  kind: 'users.resetPassword',
  describe: aboutUser(bilingual('重置密码', 'Reset password')),
  path: '/user/saveUser',
  tables: [users.name, 'syncState'],
  parse: parseUser('password'),
  // Nothing to show before the server has it; the check only refuses an account this device lost.
  async apply(db, p, lang) {
    await currentUser(db, String(p.id), lang)
    return []
  },
}

export const unlockUserSignIn: Command = {
  // Lifts the account's sign-in throttle on the server; nothing of it is mirrored on the device.
  kind: 'users.unlockSignIn',
  describe: aboutUser(bilingual('解除登录锁定', 'Unlock sign-in')),
  path: '/user/unlockUser',
  tables: [users.name, 'syncState'],
  async apply(db, p, lang) {
    await currentUser(db, String(p.id), lang)
    return []
  },
}

export const removeUser: Command = {
  kind: 'users.remove',
  describe: aboutUser(bilingual('删除用户', 'Remove user')),
  path: '/user/delUser',
  tables: [users.name, 'syncState'],
  parse: parseUser('remove'),
  async apply(db, p) {
    const id = String(p.id)
    const before = (await db.rows(users).get(id)) ?? null
    if (before) {
      await db.rows(users).delete(id)
      await bumpCount(db, users.name, -1)
    }
    return [{ table: users.name, id, before }]
  },
}

export const addUserProject: Command = {
  kind: 'users.addProject',
  describe: aboutUser(bilingual('授权项目', 'Grant project')),
  path: '/user/addUserProject',
  tables: [users.name, 'syncState'],
  parse: parseUser('project'),
  apply: (db, p, lang) =>
    patchUser(db, p, lang, (row) => ({
      projects: [...new Set([...projectList(row), String(p.project_id)])].sort().join(','),
    })),
  confirmed: userConfirmed,
}

export const removeUserProject: Command = {
  kind: 'users.removeProject',
  describe: aboutUser(bilingual('取消项目授权', 'Revoke project')),
  path: '/user/delUserProject',
  tables: [users.name, 'syncState'],
  parse: parseUser('project'),
  apply: (db, p, lang) =>
    patchUser(db, p, lang, (row) => ({
      projects: projectList(row)
        .filter((id) => id !== String(p.project_id))
        .join(','),
    })),
  confirmed: userConfirmed,
}

export const systemCommands: Command[] = [
  saveSiteSettings,
  addUser,
  updateUser,
  resetUserPassword,
  unlockUserSignIn,
  removeUser,
  addUserProject,
  removeUserProject,
]
