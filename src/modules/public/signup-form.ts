// What a visitor's sign-up form must hold (spec §5): a name, a mobile of 11 digits starting with 1
// and the verification code the server texted to it; card binding also a card number. One schema for
// the page (before it queues the entry) and the server (before it stores it). Pure: no DOM.
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { isMobile } from '../../lib/checks.ts'
import { accountText } from '../../resources/engine.text.ts'
import { ULID_PATTERN } from '../../resources/schema.ts'

export type SignupKind = 'activity' | 'member' | 'card'

/** Each kind's form (spec §2 whitelist). */
export const SIGNUP_PAGES: Record<SignupKind, string> = {
  activity: '/signup',
  member: '/dianregi',
  card: '/dianbang',
}

/** The form that corrects a refused entry and sends it again in its place. */
export const correctionPath = (entry: { id: string; payload: { kind: SignupKind } }) =>
  `${SIGNUP_PAGES[entry.payload.kind]}?again=${entry.id}`

const text = {
  zh: {
    name: '请输入姓名',
    // The visitors' pages word it as spec §5 does for them (号码).
    mobile: '请输入正确的手机号码',
    code: accountText.verificationCode.zh,
    card: '请输入会员卡号',
    activity: '请选择报名活动',
  },
  en: {
    name: 'Enter your name',
    mobile: accountText.mobile.en,
    code: accountText.verificationCode.en,
    card: 'Enter the card number',
    activity: 'Choose an activity',
  },
} as const

/** Which form and which mobile: all a request for a verification code names. */
function codeFields(lang: Language) {
  return {
    kind: z.enum(['activity', 'member', 'card']),
    mobile: z.string().check(z.trim(), z.refine(isMobile, text[lang].mobile)),
  }
}

export function signupCodeSchema(lang: Language) {
  return z.object(codeFields(lang))
}

export function signupSchema(lang: Language) {
  const t = text[lang]
  return z
    .object({
      ...codeFields(lang),
      id: z.string().check(z.regex(ULID_PATTERN)),
      name: z.string().check(z.trim(), z.minLength(1, t.name), z.maxLength(30, t.name)),
      code: z.string().check(z.trim(), z.regex(/^\d{6}$/, t.code)),
      activity: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
      card_no: z._default(z.string().check(z.trim(), z.maxLength(30)), ''),
      remark: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
      submitted_at: z._default(z.string().check(z.maxLength(30)), ''),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.kind === 'card' && !v.card_no)
          ctx.addIssue({ code: 'custom', path: ['card_no'], message: t.card })
        if (v.kind === 'activity' && !v.activity)
          ctx.addIssue({ code: 'custom', path: ['activity'], message: t.activity })
      }),
    )
}

export type SignupInput = z.infer<ReturnType<typeof signupSchema>>
