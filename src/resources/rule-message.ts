// A rule's message with its field's label in it (请输入姓名 / Enter the name).
import type { Language } from '../api/error-catalogue.ts'
import { ruleText } from './engine.text.ts'
import { sayWithLabel, type Text } from './text.ts'

export type RuleKey = keyof typeof ruleText

export function ruleMessage(rule: RuleKey, label: Text, lang: Language, n?: number): string {
  return sayWithLabel(ruleText[rule], label, lang, n)
}
