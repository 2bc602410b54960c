import { expect, test } from 'vitest'
import { approversText, snapshotLabel } from './sop-rules.ts'

const approvers = { approver_ids: [3, 4], approver_names: ['项目现场员', '王芳'] }

test("a filed step reads in the reader's language, with that language's punctuation", () => {
  const pm = {
    ...approvers,
    label: '项目经理（本项目）',
    role: { kind: 'proj', depa_name: '', post: '项目经理' },
  } as const
  expect(`${snapshotLabel(pm, 'zh')}${approversText(pm.approver_names, 'zh')}`).toBe(
    '项目经理（本项目）（项目现场员、王芳）',
  )
  expect(`${snapshotLabel(pm, 'en')}${approversText(pm.approver_names, 'en')}`).toBe(
    '项目经理 (project) (项目现场员, 王芳)',
  )
})

test('a step filed before roles were kept is read from its Chinese label', () => {
  expect(snapshotLabel({ ...approvers, label: '项目经理（本项目）' }, 'en')).toBe('项目经理 (project)')
  expect(snapshotLabel({ ...approvers, label: '本部门 · 部门经理' }, 'en')).toBe(
    "filer's department · 部门经理",
  )
  expect(snapshotLabel({ ...approvers, label: '人力资源部 · 人事经理' }, 'en')).toBe('人力资源部 · 人事经理')
  expect(snapshotLabel({ ...approvers, label: '总经理' }, 'en')).toBe('总经理')
})
