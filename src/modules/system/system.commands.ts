// The admin's system writes (site settings, user accounts), declared once for the device and the
// server (server/routes/user-routes.ts, site-admin-routes.ts). The server keeps accounts in its own
// table, so its routes do the account writes themselves and answer the account as it now stands; the
// shared effects are the device's optimistic change. A new account's password rides in its entry
// until the server has it, and is never put in the mirror.
import type { Language } from '../../api/error-catalogue.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import {
  type CommandStore,
  defineCommand,
  type EffectContext,
  isRow,
  type Row,
} from '../../data/define-command.ts'
import { SITE_INFO_KEY } from '../../data/dexie-command-store.ts'
import { fillText, inLanguage, type Text } from '../../resources/text.ts'
import { purgeDeleted, restoreDeleted } from './recycle-bin.commands.ts'
import { sitePatchSchema } from './site-settings.ts'
import { type UserSchemas, userSchemas } from './user-rules.ts'
import { users } from './users.resource.ts'
import { systemCommandsWords } from './words.text.ts'

const words = systemCommandsWords.words

/** The server answers the account as it now stands: it replaces the device's row. */
const storeAccount = (data: unknown) => (isRow(data) ? [{ table: users.name, row: data }] : [])

async function existingAccount(store: Pick<CommandStore, 'get'>, id: string, lang: Language): Promise<Row> {
  const row = await store.get(users, id)
  if (!row) throw new InvalidPayload([fillText(words.noAccount, lang)])
  return row
}

/** For a write only the server carries out: the device just refuses an account it no longer holds. */
async function refuseLostAccount(store: CommandStore, p: { id: string }, { lang }: EffectContext) {
  await existingAccount(store, p.id, lang)
}

const projectList = (row: Row) =>
  String(row.projects ?? '')
    .split(',')
    .filter(Boolean)

/** An account command: the admin's access, the account's payload schema, the account mirrored. */
function accountCommand<K extends string, P extends keyof UserSchemas>(
  kind: K,
  path: string,
  payload: P,
  action: Text,
) {
  return {
    kind,
    path,
    access: users.access,
    schema: (lang: Language): UserSchemas[P] => userSchemas(lang)[payload],
    writes: [users],
    answer: {},
    /** "重置密码：zhangsan" — the account by its user name as this device holds it. */
    async describe(p: { id: string; username?: string }, lang: Language, store: Pick<CommandStore, 'get'>) {
      const row = await store.get(users, p.id)
      return `${inLanguage(action, lang)}：${p.username ?? String(row?.username ?? p.id)}`
    },
  } as const
}

export const saveSiteSettings = defineCommand({
  kind: 'site.saveSettings',
  path: '/user/saveErpInfo',
  access: users.access,
  schema: sitePatchSchema,
  writes: [],
  answer: {},
  describe: (_p, lang) => fillText(words.saveSettings, lang),
  async effect(store, patch) {
    await store.patchSiteInfo(patch)
  },
  // The server's whole site info replaces the local copy (meta's key is its id here); marked as the
  // server's, so the page takes all of it, over a copy the session may have fetched before the push.
  confirmed: (data) => [
    {
      table: 'meta',
      row: { id: SITE_INFO_KEY, key: SITE_INFO_KEY, value: data, source: 'server', updated_at: 0 },
    },
  ],
})

export const addUser = defineCommand({
  ...accountCommand('users.add', '/user/addUser', 'add', systemCommandsWords.addUser),
  confirmed: storeAccount,
  async effect(store, p, { lang }) {
    if (await store.findBy(users, 'username', p.username))
      throw new InvalidPayload([fillText(words.nameTaken, lang, { name: p.username })])
    await store.insert(users, {
      id: p.id,
      username: p.username,
      nickname: p.nickname,
      mobile: '',
      admin: p.admin === 1,
      acce: p.acce,
      role_ids: p.role_ids ?? '',
      staff_ref: p.staff_ref,
      projects: '',
      self_registered: false,
      approved: true,
    })
  },
})

export const updateUser = defineCommand({
  ...accountCommand('users.update', '/user/upUser', 'update', systemCommandsWords.updateUser),
  confirmed: storeAccount,
  async effect(store, p, { lang }) {
    await existingAccount(store, p.id, lang)
    await store.update(users, p.id, {
      nickname: p.nickname,
      admin: p.admin === 1,
      acce: p.acce,
      ...(p.role_ids === undefined ? {} : { role_ids: p.role_ids }),
      staff_ref: p.staff_ref,
      self_registered: false,
      approved: true,
    })
  },
})

export const resetUserPassword = defineCommand({
  ...accountCommand(
    'users.resetPassword',
    '/user/saveUser',
    'password',
    systemCommandsWords.resetUserPassword,
  ),
  // Nothing to show before the server has it.
  effect: refuseLostAccount,
})

export const unlockUserSignIn = defineCommand({
  // Lifts the account's sign-in throttle on the server; nothing of it is mirrored on the device.
  ...accountCommand(
    'users.unlockSignIn',
    '/user/unlockUser',
    'account',
    systemCommandsWords.unlockUserSignIn,
  ),
  effect: refuseLostAccount,
})

export const removeUser = defineCommand({
  ...accountCommand('users.remove', '/user/delUser', 'account', systemCommandsWords.removeUser),
  async effect(store, p) {
    await store.remove(users, p.id)
  },
})

/** A change to the projects an account is a member of, shown at once on the account's row. */
function membership<K extends 'users.addProject' | 'users.removeProject'>(kind: K) {
  const add = kind === 'users.addProject'
  return defineCommand({
    ...accountCommand(
      kind,
      add ? '/user/addUserProject' : '/user/delUserProject',
      'project',
      add ? systemCommandsWords.membership : systemCommandsWords.membership2,
    ),
    confirmed: storeAccount,
    async effect(store, p, { lang }) {
      const others = projectList(await existingAccount(store, p.id, lang)).filter((id) => id !== p.project_id)
      await store.update(users, p.id, {
        projects: (add ? [...others, p.project_id].sort() : others).join(','),
      })
    },
  })
}

export const addUserProject = membership('users.addProject')
export const removeUserProject = membership('users.removeProject')

export const systemCommands = [
  saveSiteSettings,
  addUser,
  updateUser,
  resetUserPassword,
  unlockUserSignIn,
  removeUser,
  addUserProject,
  removeUserProject,
  restoreDeleted,
  purgeDeleted,
] as const
