// What visitors send without signing in: activity sign-ups (/signup), shop member self-registration
// (/dianregi) and card binding (/dianbang). Only the server writes them (POST /pub/saveSignup); an
// admin reads them in the recruitment group.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'

export const SIGNUP_KINDS = {
  activity: { zh: '活动报名', en: 'Activity sign-up' },
  member: { zh: '会员自助登记', en: 'Member registration' },
  card: { zh: '会员卡绑定', en: 'Card binding' },
} as const

export const signups = defineResource({
  name: 'signups',
  title: { zh: '活动报名', en: 'Activity sign-ups' },
  api: { list: '/recruit/getSignupList' },
  // Visitors' names and mobiles: only for those an admin granted the right (issue 19).
  access: { switch: 'sel750', code: RIGHTS.readSignups.code },
  route: '/recruit/signup',
  icon: 'user-add-line',
  fields: {
    id: f.id(),
    kind: f.enumOf({ label: { zh: '类型', en: 'Kind' }, options: SIGNUP_KINDS }),
    name: f.text({ label: { zh: '姓名', en: 'Name' }, required: true, max: 30 }),
    mobile: f.mobile({ label: { zh: '手机号', en: 'Mobile' }, required: true }),
    activity: f.text({ label: { zh: '活动', en: 'Activity' }, max: 60 }),
    card_no: f.text({ label: { zh: '会员卡号', en: 'Card number' }, max: 30 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark' }, max: 200, multiline: true }),
    submitted_at: f.text({ label: { zh: '填写时间', en: 'Filled in at' }, max: 30, readOnly: true }),
  },
  indexes: ['kind', 'mobile'],
  list: {
    columns: ['kind', 'name', 'mobile', 'activity', 'card_no', 'submitted_at'],
    search: ['name', 'mobile'],
    sort: 'submitted_at',
  },
  form: [['kind', 'name'], ['mobile', 'activity'], ['card_no'], ['remark']],
})
