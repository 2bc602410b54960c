// What visitors send without signing in: activity sign-ups (/signup), shop member self-registration
// (/dianregi) and card binding (/dianbang). Only the server writes them (POST /pub/saveSignup); an
// admin reads them in the recruitment group.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { signupsWords } from './words.text.ts'

export const SIGNUP_KINDS = signupsWords.SIGNUP_KINDS

export const signups = defineResource({
  name: 'signups',
  title: signupsWords.signups.title,
  api: { list: '/recruit/getSignupList' },
  // Visitors' names and mobiles: only for those an admin granted the right (issue 19).
  access: { switch: 'sel750', code: RIGHTS.readSignups.code },
  route: '/recruit/signup',
  icon: 'user-add-line',
  fields: {
    id: f.id(),
    kind: f.enumOf({ label: signupsWords.signups.fields.kind, options: SIGNUP_KINDS }),
    name: f.text({ label: signupsWords.signups.fields.name, required: true, max: 30 }),
    mobile: f.mobile({ label: signupsWords.signups.fields.mobile, required: true }),
    activity: f.text({ label: signupsWords.signups.fields.activity, max: 60 }),
    card_no: f.text({ label: signupsWords.signups.fields.card_no, max: 30 }),
    remark: f.text({ label: signupsWords.signups.fields.remark, max: 200, multiline: true }),
    submitted_at: f.text({ label: signupsWords.signups.fields.submitted_at, max: 30, readOnly: true }),
  },
  indexes: ['kind', 'mobile'],
  list: {
    columns: ['kind', 'name', 'mobile', 'activity', 'card_no', 'submitted_at'],
    search: ['name', 'mobile'],
    sort: 'submitted_at',
  },
  form: [['kind', 'name'], ['mobile', 'activity'], ['card_no'], ['remark']],
})
