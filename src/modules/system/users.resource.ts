// The system lists mirrored to an admin's device (/site/siteuserlist, /site/sitelogtext). The server
// keeps them in its own tables (users, login_records), so they are answered by server/routes, not by
// a derived res_ table; password hashes never reach a device.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'

const admin = { switch: 'sel900', code: 900 } as const

export const users = defineResource({
  name: 'users',
  title: bilingual('用户账号', 'User accounts'),
  api: { list: '/user/getUserList' },
  access: admin,
  customServer: true,
  route: '/site/siteuserlist',
  icon: 'user-settings-line',
  fields: {
    /** The account's client id (made offline at creation) or, for older accounts, its number. */
    id: f.id(),
    username: f.text({ label: bilingual('用户名', 'User name'), required: true, max: 40 }),
    nickname: f.text({ label: bilingual('昵称', 'Nickname'), max: 40 }),
    mobile: f.text({ label: bilingual('手机号', 'Mobile'), max: 11 }),
    admin: f.bool({ label: bilingual('管理员', 'Administrator') }),
    /** Comma-separated access codes (spec §6). */
    acce: f.text({ label: bilingual('权限', 'Access codes'), max: 400 }),
    /** Comma-separated ids of the account's roles (roles.resource.ts); they add their access codes. */
    role_ids: f.text({ label: bilingual('角色', 'Roles'), max: 4000 }),
    staff_ref: f.ref({ label: bilingual('员工档案', 'Staff file'), resource: 'staff', display: 'name' }),
    /** Comma-separated ids of the projects the account is a member of. */
    projects: f.text({ label: bilingual('参与项目', 'Projects'), max: 4000 }),
    /** 1 for an account made on the register page that no admin has looked at yet. */
    self_registered: f.bool({ label: bilingual('自助注册', 'Self-registered') }),
    /** false while a self-registered account waits for an admin: it cannot sign in (issue 19). */
    approved: f.bool({ label: bilingual('已审核', 'Approved') }),
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
  title: bilingual('用户操作记录', 'User activity'),
  api: { list: '/user/getUserLoginList', remove: '/user/delUserLogin' },
  access: admin,
  customServer: true,
  route: '/site/sitelogtext',
  icon: 'history-line',
  fields: {
    id: f.id(),
    su: f.text({ label: bilingual('用户名', 'User name'), max: 40 }),
    staff: f.text({ label: bilingual('员工', 'Staff'), max: 40 }),
    login_at: f.text({ label: bilingual('登录时间', 'Signed in at'), max: 20 }),
    user_ip: f.text({ label: bilingual('IP 地址', 'IP address'), max: 60 }),
    window_screen: f.text({ label: bilingual('屏幕', 'Screen'), max: 40 }),
    user_mac: f.text({ label: bilingual('浏览器', 'Browser'), max: 500 }),
    document_url: f.text({ label: bilingual('页面', 'Page'), max: 500 }),
    visitor_id: f.text({ label: bilingual('访客编号', 'Visitor id'), max: 60 }),
    created_at: f.int({ label: bilingual('时间戳', 'Timestamp') }),
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
