// The site-info settings an admin edits (spec §3): module switches, menu titles (/site/sitesettings)
// and the company website's details (/web/webset). One patch schema for the page, the outbox and
// the server, so a malformed patch never enters the queue and the server judges it the same way.
import { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { MENU_TITLE_FIELDS, SITE_SWITCHES, type SiteSwitch } from '../../auth/site-info.ts'
import { ruleText } from '../../resources/engine.text.ts'
import { addIssue } from '../../resources/issue-messages.ts'
import { bilingual, sayWithLabel, type Text } from '../../resources/text.ts'
import { siteSettingsWords } from './words.text.ts'

/** The website details of /web/webset; company and erp_title are site-info columns, the rest settings. */
export const WEB_FIELDS = {
  company: { label: siteSettingsWords.WEB_FIELDS.company.label, max: 80 },
  erp_title: { label: siteSettingsWords.WEB_FIELDS.erp_title.label, max: 40 },
  web_slogan: { label: siteSettingsWords.WEB_FIELDS.web_slogan.label, max: 120 },
  web_contact: { label: siteSettingsWords.WEB_FIELDS.web_contact.label, max: 40 },
  web_phone: { label: siteSettingsWords.WEB_FIELDS.web_phone.label, max: 40 },
  web_email: { label: siteSettingsWords.WEB_FIELDS.web_email.label, max: 80 },
  web_address: { label: siteSettingsWords.WEB_FIELDS.web_address.label, max: 200 },
  web_icp: { label: siteSettingsWords.WEB_FIELDS.web_icp.label, max: 60 },
  web_keywords: { label: siteSettingsWords.WEB_FIELDS.web_keywords.label, max: 200 },
  web_about: { label: siteSettingsWords.WEB_FIELDS.web_about.label, max: 5000, multiline: true },
} as const satisfies Record<string, { label: Text; max: number; multiline?: boolean }>
export type WebField = keyof typeof WEB_FIELDS

/** The company's WeChat official account switch (spec §3 weixin_gzh), saved beside the module switches. */
export const WEIXIN_GZH = 'weixin_gzh'

/** Menu titles: free text, but only the first two characters show (spec §3). */
export const MENU_TITLE_MAX = 20

const messages = siteSettingsWords.messages

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
