// Typed keys: `t('till.methods.cash')` is checked against the Chinese catalogue (the source of the
// keys; en.ts must have the same shape), so a misspelt or removed key fails the typecheck.
import 'i18next'
import type { zh } from './zh.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof zh }
  }
}
