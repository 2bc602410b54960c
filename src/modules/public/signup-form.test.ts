import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../resources/schema.ts'
import { signupSchema } from './signup-form.ts'

const base = {
  id: '01JD0000000000000000000000',
  kind: 'activity',
  name: '王小明',
  mobile: '13912345678',
  code: '123456',
  activity: '周末安全用电讲座',
}

function errors(input: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') {
  const r = signupSchema(lang).safeParse(input)
  return r.success ? {} : fieldErrors(r.error)
}

describe('signupSchema', () => {
  it('accepts a complete sign-up', () => {
    expect(errors(base)).toEqual({})
  })

  it('wants a mobile of 11 digits starting with 1 (spec §5)', () => {
    for (const mobile of ['23912345678', '1391234567', '139123456789', '1391234567a'])
      expect(errors({ ...base, mobile }).mobile).toBe('请输入正确的手机号码')
  })

  it('wants the six-digit verification code', () => {
    expect(errors({ ...base, code: '' }).code).toBe('请输入手机验证码')
    expect(errors({ ...base, code: '12345' }, 'en').code).toBe(
      'Enter the verification code sent to your mobile',
    )
  })

  it('wants a card number when binding a card and an activity when signing up', () => {
    expect(errors({ ...base, kind: 'card', activity: '' }).card_no).toBe('请输入会员卡号')
    expect(errors({ ...base, activity: '' }).activity).toBe('请选择报名活动')
  })
})
