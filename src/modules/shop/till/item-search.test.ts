import { expect, it } from 'vitest'
import { initials, loadPinyin, matchesItem } from './item-search.ts'

const item = { name: '肩颈按摩', code: 'JJAM' }

it('finds items by name and code before the pinyin dictionary has loaded', () => {
  expect(matchesItem(item, '按摩')).toBe(true)
  expect(matchesItem(item, 'JJAM')).toBe(true)
  expect(matchesItem(item, 'x')).toBe(false)
})

it('finds items by pinyin initials once the dictionary has loaded', async () => {
  await loadPinyin()
  expect(initials('洗剪吹')).toBe('xjc')
  expect(matchesItem(item, 'jj')).toBe(true)
  expect(matchesItem(item, 'xjc')).toBe(false)
})
