import { expect, it } from 'vitest'
import { initials, matchesItem } from './item-search.ts'

it('finds items by name, pinyin initials or code', () => {
  expect(initials('洗剪吹')).toBe('xjc')
  const item = { name: '肩颈按摩', code: 'JJAM' }
  expect(matchesItem(item, '按摩')).toBe(true)
  expect(matchesItem(item, 'jj')).toBe(true)
  expect(matchesItem(item, 'JJAM')).toBe(true)
  expect(matchesItem(item, 'xjc')).toBe(false)
})
