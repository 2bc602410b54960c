import { expect, it } from 'vitest'
import { budgetOutputs, costPlans } from '../modules/cost/cost.resource.ts'
import { orderContracts } from '../modules/crm/crm.resource.ts'
import { sealUsages } from '../modules/office/office.resource.ts'
import { type AnyResource, defineResource } from './define-resource.ts'
import { notBefore, notMoreThan } from './record-rules.ts'
import { fieldErrors, saveSchema } from './schema.ts'

const ID = '01HZZZZZZZZZZZZZZZZZZZZZZZ'

const problemsOf = (r: AnyResource, values: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => {
  const parsed = saveSchema(r, lang).safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}
const problems = (values: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  problemsOf(sealUsages, values, lang)

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
  expect(problems({ copies: 1, use_date: '2026-02-30' })).toMatchObject({ use_date: '用印日期须为有效日期' })
  expect(problems({ copies: 1, use_date: '2026-02-28' }).use_date).toBeUndefined()
})

it('a month is a real YYYY-MM, said in the user language', () => {
  const month = (period: string, lang: 'zh' | 'en' = 'zh') =>
    problemsOf(costPlans, { id: ID, project_id: ID, planned: 1, period }, lang).period
  expect(month('2026-13')).toBe('月份格式应为 2026-11')
  expect(month('2026-1')).toBe('月份格式应为 2026-11')
  expect(month('Nov', 'en')).toBe('Month must be a month such as 2026-11')
  expect(month('2026-11')).toBeUndefined()
  expect(month('')).toBeUndefined()
  expect(problemsOf(budgetOutputs, { id: ID, project_id: ID, planned: 1, period: '' }).period).toBe(
    '请选择月份',
  )
})

it('rules between fields name both fields, on the first, beside any field problem', () => {
  const contract = { id: ID, code: 'HT-1', title: 'T', customer_id: ID, amount: 100 }
  const problems = (values: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
    problemsOf(orderContracts, { ...contract, ...values }, lang)
  expect(problems({ received: 500, signed_date: '2026-11-20', delivery_date: '2026-10-01' })).toEqual({
    received: '已收款不能大于合同金额',
    delivery_date: '交付日期不能早于签订日期',
  })
  expect(problems({ received: 500 }, 'en')).toEqual({ received: 'Received cannot be more than Amount' })
  expect(problems({ received: 100, signed_date: '2026-11-20', delivery_date: '2026-11-20' })).toEqual({})
  // A date left empty is not compared.
  expect(problems({ delivery_date: '2026-10-01' })).toEqual({})
  expect(problems({ received: 500, title: '' })).toMatchObject({
    title: '请输入合同名称',
    received: '已收款不能大于合同金额',
  })
})

it('a declaration whose rule names a missing field, or one it cannot compare, fails as it loads', () => {
  const base = { ...orderContracts, rules: undefined }
  expect(() =>
    defineResource({ ...base, rules: [notBefore('delivery_date', 'sign_date' as never)] }),
  ).toThrow('rule notBefore cannot compare field sign_date')
  expect(() => defineResource({ ...base, rules: [notMoreThan('received', 'title')] })).toThrow(
    'rule notMoreThan cannot compare field title',
  )
})
