// The site-info settings an admin edits (spec §3): module switches, menu titles (/site/sitesettings)
// and the company website's details (/web/webset). One patch schema for the page, the outbox and
// the server, so a malformed patch never enters the queue and the server judges it the same way.
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { MENU_TITLE_FIELDS, SITE_SWITCHES, type SiteSwitch } from '../../auth/site-info.ts'
import { addIssue } from '../../resources/issue-messages.ts'
import { bilingual, ruleText, sayWithLabel, type Text } from '../../resources/text.ts'

/** The website details of /web/webset; company and erp_title are site-info columns, the rest settings. */
export const WEB_FIELDS = {
  company: { label: bilingual('公司名称', 'Company name'), max: 80 },
  erp_title: { label: bilingual('平台标题', 'Platform title'), max: 40 },
  web_slogan: { label: bilingual('网站标语', 'Slogan'), max: 120 },
  web_contact: { label: bilingual('联系人', 'Contact person'), max: 40 },
  web_phone: { label: bilingual('联系电话', 'Phone'), max: 40 },
  web_email: { label: bilingual('电子邮箱', 'Email'), max: 80 },
  web_address: { label: bilingual('公司地址', 'Address'), max: 200 },
  web_icp: { label: bilingual('ICP备案号', 'ICP licence'), max: 60 },
  web_keywords: { label: bilingual('关键词（SEO）', 'Keywords (SEO)'), max: 200 },
  web_about: { label: bilingual('公司简介', 'About the company'), max: 5000, multiline: true },
} as const satisfies Record<string, { label: Text; max: number; multiline?: boolean }>
export type WebField = keyof typeof WEB_FIELDS

/** The company's WeChat official account switch (spec §3 weixin_gzh), saved beside the module switches. */
export const WEIXIN_GZH = 'weixin_gzh'

/** Menu titles: free text, but only the first two characters show (spec §3). */
export const MENU_TITLE_MAX = 20

const messages = {
  systemStaysOn: bilingual(
    '系统模块（sel900）不能关闭，否则将无人能再打开平台功能设置',
    'The system module (sel900) cannot be switched off: nobody could open the platform settings again',
  ),
  switchValue: bilingual('开关只能是 0 或 1', 'A switch is 0 or 1'),
  tooLong: bilingual('{label}不能超过{n}个字符', '{label} cannot be longer than {n} characters'),
  empty: bilingual('没有要保存的设置', 'Nothing to save'),
}

export type SitePatch = Partial<Record<SiteSwitch, number> & Record<string, string | number>>

/** Validates a settings patch: known keys only; returns the clean patch or the messages. */
export function parseSitePatch(
  input: Record<string, unknown>,
  lang: Language,
): { ok: true; patch: SitePatch } | { ok: false; messages: string[] } {
  const say = (m: Text, label: Text = bilingual('', ''), n?: number) => sayWithLabel(m, label, lang, n)
  const patch: SitePatch = {}
  const errors: string[] = []
  for (const sw of SITE_SWITCHES) {
    if (!(sw in input)) continue
    const v = z.union([z.literal(0), z.literal(1)]).safeParse(Number(input[sw]))
    if (!v.success) errors.push(say(messages.switchValue))
    else if (sw === 'sel900' && v.data === 0) errors.push(say(messages.systemStaysOn))
    else patch[sw] = v.data
  }
  if (WEIXIN_GZH in input) {
    const v = z.union([z.literal(0), z.literal(1)]).safeParse(Number(input[WEIXIN_GZH]))
    if (!v.success) errors.push(say(messages.switchValue))
    else patch[WEIXIN_GZH] = v.data
  }
  for (const top of MENU_TITLE_FIELDS) {
    if (!(top in input)) continue
    const v = String(input[top] ?? '').trim()
    if (v.length > MENU_TITLE_MAX) errors.push(say(messages.tooLong, bilingual(top, top), MENU_TITLE_MAX))
    else patch[top] = v
  }
  for (const [name, field] of Object.entries(WEB_FIELDS)) {
    if (!(name in input)) continue
    const v = String(input[name] ?? '').trim()
    if (v.length > field.max) errors.push(say(messages.tooLong, field.label, field.max))
    else if ((name === 'company' || name === 'erp_title') && !v)
      errors.push(say(ruleText.required, field.label))
    else patch[name] = v
  }
  if (!errors.length && Object.keys(patch).length === 0) errors.push(say(messages.empty))
  return errors.length ? { ok: false, messages: errors } : { ok: true, patch }
}

/** The same judgement as a schema, for the save command: every problem becomes an issue. */
export const sitePatchSchema = (lang: Language) =>
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((input, ctx): SitePatch => {
      const result = parseSitePatch(input, lang)
      if (result.ok) return result.patch
      for (const message of result.messages) addIssue(ctx, message)
      return z.NEVER
    }),
  )
