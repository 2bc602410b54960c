// The system lists mirrored to an admin's device (/site/siteuserlist, /site/sitelogtext). The server
// keeps them in its own tables (users, login_records), so they are answered by server/routes, not by
// a derived res_ table; password hashes never reach a device.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { usersWords } from './words.text.ts'

const admin = { switch: 'sel900', code: 900 } as const

export const users = defineResource({
  name: 'users',
  title: usersWords.users.title,
  api: { list: '/user/getUserList' },
  access: admin,
  customServer: true,
  route: '/site/siteuserlist',
  icon: 'user-settings-line',
  fields: {
    /** The account's client id (made offline at creation) or, for older accounts, its number. */
    id: f.id(),
    username: f.text({ label: usersWords.users.fields.username, required: true, max: 40 }),
    nickname: f.text({ label: usersWords.users.fields.nickname, max: 40 }),
    mobile: f.text({ label: usersWords.users.fields.mobile, max: 11 }),
    admin: f.bool({ label: usersWords.users.fields.admin }),
    /** Comma-separated access codes (spec §6). */
    acce: f.text({ label: usersWords.users.fields.acce, max: 400 }),
    /** Comma-separated ids of the account's roles (roles.resource.ts); they add their access codes. */
    role_ids: f.text({ label: usersWords.users.fields.role_ids, max: 4000 }),
    staff_ref: f.ref({ label: usersWords.users.fields.staff_ref, resource: 'staff', display: 'name' }),
    /** Comma-separated ids of the projects the account is a member of. */
    projects: f.text({ label: usersWords.users.fields.projects, max: 4000 }),
    /** 1 for an account made on the register page that no admin has looked at yet. */
    self_registered: f.bool({ label: usersWords.users.fields.self_registered }),
    /** false while a self-registered account waits for an admin: it cannot sign in (issue 19). */
    approved: f.bool({ label: usersWords.users.fields.approved }),
  },
  indexes: ['username'],
  list: {
    columns: ['username', 'nickname', 'admin', 'acce', 'staff_ref'],
    search: ['username'],
    sort: 'username',
  },
  form: [],
})

export const loginRecords = defineResource({
  name: 'loginRecords',
  title: usersWords.loginRecords.title,
  api: { list: '/user/getUserLoginList', remove: '/user/delUserLogin' },
  access: admin,
  customServer: true,
  route: '/site/sitelogtext',
  icon: 'history-line',
  fields: {
    id: f.id(),
    su: f.text({ label: usersWords.loginRecords.fields.su, max: 40 }),
    staff: f.text({ label: usersWords.loginRecords.fields.staff, max: 40 }),
    login_at: f.text({ label: usersWords.loginRecords.fields.login_at, max: 20 }),
    user_ip: f.text({ label: usersWords.loginRecords.fields.user_ip, max: 60 }),
    window_screen: f.text({ label: usersWords.loginRecords.fields.window_screen, max: 40 }),
    user_mac: f.text({ label: usersWords.loginRecords.fields.user_mac, max: 500 }),
    document_url: f.text({ label: usersWords.loginRecords.fields.document_url, max: 500 }),
    visitor_id: f.text({ label: usersWords.loginRecords.fields.visitor_id, max: 60 }),
    created_at: f.int({ label: usersWords.loginRecords.fields.created_at }),
  },
  indexes: ['su', 'created_at'],
  list: {
    columns: ['login_at', 'su', 'staff', 'user_ip', 'window_screen', 'user_mac'],
    search: ['su', 'staff', 'user_ip'],
    sort: 'created_at',
    desc: true,
  },
  form: [],
})
