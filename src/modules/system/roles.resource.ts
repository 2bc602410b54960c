// Roles (/site/siterole, spec §2 "role" and the §3 access store): a named set of access codes and
// guard permissions. An account holds roles besides codes granted to it directly; the server derives
// what the account may do from both on every call (server/auth/role-access.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { rolesWords } from './words.text.ts'

export const roles = defineResource({
  name: 'roles',
  title: rolesWords.roles.title,
  api: { list: '/site/getRoleList', save: '/site/saveRole', remove: '/site/delRole' },
  access: { switch: 'sel900', code: 900 },
  route: '/site/siterole',
  icon: 'shield-user-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    /** What a route guard names (spec §6 role lists), e.g. `warehouse`. */
    code: f.text({ label: rolesWords.roles.fields.code, required: true, max: 40 }),
    name: f.text({ label: rolesWords.roles.fields.name, required: true, max: 40 }),
    /** Comma-separated access codes of spec §6 that the role grants. */
    acce: f.text({ label: rolesWords.roles.fields.acce, max: 400 }),
    /** Comma-separated permission names a guard or the permissions directive may ask for. */
    permissions: f.text({ label: rolesWords.roles.fields.permissions, max: 400 }),
    remark: f.text({ label: rolesWords.roles.fields.remark, max: 200 }),
  },
  indexes: ['code'],
  list: {
    columns: ['name', 'code', 'acce', 'permissions', 'remark'],
    search: ['name', 'code'],
    sort: 'code',
  },
  form: [['name', 'code'], ['acce'], ['permissions'], ['remark']],
})
