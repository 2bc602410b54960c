import { expect, it } from 'vitest'
import { loadPinyin, nameMatches } from './pinyin-initials.ts'

it('matches a name by any part of it before the dictionary has loaded, and by its initials after', async () => {
  expect(nameMatches('张伟', '伟')).toBe(true)
  expect(nameMatches('Zhang Wei', 'wei')).toBe(true)
  expect(nameMatches('张伟', '')).toBe(true)
  await loadPinyin()
  expect(nameMatches('张伟', 'zw')).toBe(true)
  expect(nameMatches('张伟', 'ZW ')).toBe(true)
  expect(nameMatches('滨江花园总包合同', 'bjhy')).toBe(true)
  expect(nameMatches('张伟', 'wz')).toBe(false)
  expect(nameMatches('李娜', 'zw')).toBe(false)
})
