// The words of public-layout.tsx, zh and en side by side (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../resources/text.ts'

export const publicLayoutWords = {
  visitorText: {
    notes: bilingual('知识', 'Notes'),
    signup: bilingual('报名', 'Sign up'),
  },
} satisfies TextTree
