import { expect, test } from 'vitest'
import { punchTimeMessage } from './sop-rules.ts'

// 2026-11-22 10:00 in Asia/Shanghai
const now = Date.parse('2026-11-22T02:00:00Z')

test('the punch form says why a time will be refused before anything is queued, in the user language', () => {
  expect(punchTimeMessage('2026-11-22', '09:30', now, 'zh', 'device')).toBeNull()
  expect(punchTimeMessage('2026-11-22', '10:30', now, 'zh', 'device')).toBe(
    '补卡时间 2026-11-22 10:30 晚于本机当前时间 2026-11-22 10:00，不能提前补卡',
  )
  expect(punchTimeMessage('2026-10-01', '09:00', now, 'en', 'server')).toBe(
    'Only punches of the last 31 days can be made up (server time 2026-11-22 10:00)',
  )
  expect(punchTimeMessage('2026-02-30', '09:00', now, 'zh', 'device')).toBe('请选择补卡日期')
})
