import { expect, it } from 'vitest'
import { sealUsages } from '../modules/office/office.resource.ts'
import { fieldErrors, saveSchema } from './schema.ts'

const problems = (values: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => {
  const parsed = saveSchema(sealUsages, lang).safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

it('a whole number out of range says its bound, and an empty required date asks for one', () => {
  expect(problems({ copies: -3, use_date: '' })).toMatchObject({
    copies: '份数不能小于1',
    use_date: '请选择用印日期',
  })
  expect(problems({ copies: 1000 }, 'en')).toMatchObject({ copies: 'Copies cannot be more than 999' })
  expect(problems({ copies: 2.5, use_date: '2026-13' })).toMatchObject({
    copies: '份数须为整数',
    use_date: '用印日期须为有效日期',
  })
})
