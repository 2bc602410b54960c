// The words the public module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of signups.resource.ts. */
export const signupsWords = {
  SIGNUP_KINDS: {
    activity: bilingual('活动报名', 'Activity sign-up'),
    member: bilingual('会员自助登记', 'Member registration'),
    card: bilingual('会员卡绑定', 'Card binding'),
  },
  signups: {
    title: bilingual('活动报名', 'Activity sign-ups'),
    fields: {
      kind: bilingual('类型', 'Kind'),
      name: bilingual('姓名', 'Name'),
      mobile: bilingual('手机号', 'Mobile'),
      activity: bilingual('活动', 'Activity'),
      card_no: bilingual('会员卡号', 'Card number'),
      remark: bilingual('备注', 'Remark'),
      submitted_at: bilingual('填写时间', 'Filled in at'),
    },
  },
} satisfies TextTree
