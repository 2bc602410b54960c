import { expect, it } from 'vitest'
import { isExternalLink, isJsonObject, isLongEnoughPassword, isMobile } from './checks.ts'

it('tells external links from app paths', () => {
  for (const l of ['https://a.cn', 'http://a', 'mailto:x@y', 'tel:123', '//cdn.x'])
    expect(isExternalLink(l)).toBe(true)
  for (const l of ['/dian/huiyuan', 'dian', 'javascript:alert(1)']) expect(isExternalLink(l)).toBe(false)
})

it('accepts mobile numbers of 11 digits starting with 1 only', () => {
  expect(isMobile('13800138000')).toBe(true)
  for (const m of ['23800138000', '1380013800', '138001380000', '1380013800a', ''])
    expect(isMobile(m)).toBe(false)
})

it('needs passwords of at least 6 characters and JSON objects that are not null', () => {
  expect(isLongEnoughPassword('12345')).toBe(false)
  expect(isLongEnoughPassword('123456')).toBe(true)
  expect(isJsonObject('{"a":1}')).toBe(true)
  expect(isJsonObject('[1]')).toBe(true)
  for (const t of ['null', '1', '"x"', '{bad']) expect(isJsonObject(t)).toBe(false)
})
