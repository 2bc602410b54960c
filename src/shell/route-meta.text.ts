// The words of route-meta.ts, zh and en side by side (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../resources/text.ts'

export const routeMetaWords = {
  approvalDetailRoute: {
    title: bilingual('审批详情', 'Approval detail'),
  },
} satisfies TextTree
