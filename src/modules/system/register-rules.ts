// The rules of the register form (spec §5 messages), shared by the page and the server's POST
// /register, so both refuse the same input with the same words in zh and en.
import type { Language } from '../../api/error-catalogue.ts'
import { isLongEnoughPassword, isMobile } from '../../lib/checks.ts'
import { accountText } from '../../resources/engine.text.ts'
import { inLanguage, type Text } from '../../resources/text.ts'
import { registerRulesWords } from './words.text.ts'

export const registerText = {
  usernameRequired: accountText.usernameRequired,
  usernameShape: registerRulesWords.registerText.usernameShape,
  passwordRequired: accountText.passwordRequired,
  passwordTooShort: accountText.passwordTooShort,
  mobile: accountText.mobile,
  verificationCode: accountText.verificationCode,
  codeShape: registerRulesWords.registerText.codeShape,
} satisfies Record<string, Text>

export interface RegisterValues {
  username: string
  password: string
  mobile: string
  code: string
}

/** Letters (Chinese included), digits and underscores, 2–40 of them. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_]{2,40}$/u

/** Spec §5: first problem per field, in the caller's language; empty when the form may be sent. */
export function registerErrors(
  v: Partial<RegisterValues>,
  lang: Language,
): Partial<Record<keyof RegisterValues, string>> {
  const say = (t: Text) => inLanguage(t, lang)
  const out: Partial<Record<keyof RegisterValues, string>> = {}
  const username = (v.username ?? '').trim()
  if (!username) out.username = say(registerText.usernameRequired)
  else if (!USERNAME_PATTERN.test(username)) out.username = say(registerText.usernameShape)
  const password = v.password ?? ''
  if (!password) out.password = say(registerText.passwordRequired)
  else if (!isLongEnoughPassword(password)) out.password = say(registerText.passwordTooShort)
  if (!isMobile((v.mobile ?? '').trim())) out.mobile = say(registerText.mobile)
  const code = (v.code ?? '').trim()
  if (!code) out.code = say(registerText.verificationCode)
  else if (!/^\d{6}$/.test(code)) out.code = say(registerText.codeShape)
  return out
}
