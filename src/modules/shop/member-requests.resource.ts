// What visitors ask of the shop without signing in (spec §2 /dianregi, /dianbang): a new member's
// registration, or binding a card they hold to their mobile. The public call stores them here, for
// the shop's staff (code 280) to turn into a member, bind, or decline (member-requests.commands.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { memberRequestsWords } from './words.text.ts'

export const memberRequests = defineResource({
  name: 'memberRequests',
  title: memberRequestsWords.memberRequests.title,
  api: { list: '/dian/getMemberRequestList' },
  access: numberedAccess(280),
  route: '/dian/memberreq',
  icon: 'user-add-line',
  fields: {
    id: f.id(),
    kind: f.enumOf({
      label: memberRequestsWords.memberRequests.fields.kind,
      options: memberRequestsWords.memberRequests.options.kind,
    }),
    name: f.text({ label: memberRequestsWords.memberRequests.fields.name, max: 30 }),
    mobile: f.mobile({ label: memberRequestsWords.memberRequests.fields.mobile }),
    card_no: f.text({ label: memberRequestsWords.memberRequests.fields.card_no, max: 30 }),
    remark: f.text({ label: memberRequestsWords.memberRequests.fields.remark, max: 200 }),
    submitted_at: f.text({ label: memberRequestsWords.memberRequests.fields.submitted_at, max: 30 }),
    status: common.status({
      pending: memberRequestsWords.memberRequests.pending.status,
      admitted: memberRequestsWords.memberRequests.admitted.status,
      declined: memberRequestsWords.memberRequests.declined.status,
    }),
    /** The member it became or was bound to. */
    member_id: f.ref({
      label: memberRequestsWords.memberRequests.fields.member_id,
      resource: 'members',
      display: 'name',
    }),
  },
  indexes: ['status', 'mobile'],
  list: {
    columns: ['submitted_at', 'kind', 'name', 'mobile', 'card_no', 'status'],
    search: ['name', 'mobile', 'card_no'],
    sort: 'submitted_at',
  },
  form: [],
})
