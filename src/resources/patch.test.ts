import { describe, expect, it } from 'vitest'
import { defineResource } from './define-resource.ts'
import { f } from './fields.ts'
import { checkPatch, editPayload } from './patch.ts'

const staff = defineResource({
  name: 'people',
  title: { zh: '员工', en: 'People' },
  api: { list: '/x/list', save: '/x/save' },
  access: { switch: 'sel400' },
  route: '/x',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '姓名', en: 'Name' }, required: true }),
    gender: f.enumOf({ label: { zh: '性别', en: 'Gender' }, options: { male: { zh: '男', en: 'Male' } } }),
    mobile: f.mobile({ label: { zh: '手机号', en: 'Mobile' }, required: true }),
    depa_id: f.text({ label: { zh: '部门', en: 'Department' } }),
    post: f.text({ label: { zh: '岗位', en: 'Post' } }),
    entry_date: f.date({ label: { zh: '入职日期', en: 'Entry date' } }),
    status: f.text({ label: { zh: '状态', en: 'Status' } }),
    salary: f.money({ label: { zh: '基本工资', en: 'Base salary' } }),
    email: f.text({ label: { zh: '邮箱', en: 'Email' } }),
    remark: f.text({ label: { zh: '备注', en: 'Remark' } }),
  },
  indexes: [],
  list: { columns: ['name'], search: ['name'], sort: 'name' },
  form: [['name']],
})

const row = {
  id: '01JD0000000000000000000000',
  name: '何涛',
  gender: 'male',
  mobile: '13800000001',
  depa_id: '',
  post: '会计',
  entry_date: '',
  status: 'active',
  salary: 600_000,
  email: '',
  remark: '',
}

describe('editPayload', () => {
  it('sends only the changed fields, each with the value the user started from, on the row revision', () => {
    expect(editPayload(staff, { ...row, rev: 7 }, { ...row, mobile: '13911112222', remark: '调岗' })).toEqual(
      {
        id: row.id,
        base_rev: 7,
        patch: { mobile: { from: '13800000001', to: '13911112222' }, remark: { from: '', to: '调岗' } },
      },
    )
  })

  it('falls back to the whole record when the row has no revision (a server built to the spec alone)', () => {
    const values = { ...row, mobile: '13911112222' }
    expect(editPayload(staff, row, values)).toBe(values)
  })
})

describe('checkPatch', () => {
  it('validates each new value by its field rule, named by its label', () => {
    const bad = checkPatch(
      staff,
      { id: row.id, base_rev: 1, patch: { mobile: { from: '', to: '12' } } },
      'en',
    )
    expect(bad).toEqual({ ok: false, messages: ['Enter a valid mobile number'] })
  })

  it('refuses a field that is not editable', () => {
    const bad = checkPatch(staff, { id: row.id, base_rev: 1, patch: { id: { from: '', to: 'x' } } }, 'zh')
    expect(bad.ok).toBe(false)
  })
})
