// What visitors ask of the shop without signing in (spec §2 /dianregi, /dianbang): a new member's
// registration, or binding a card they hold to their mobile. The public call stores them here, for
// the shop's staff (code 280) to turn into a member, bind, or decline (member-requests.commands.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const memberRequests = defineResource({
  name: 'memberRequests',
  title: { zh: '会员自助登记', en: 'Member sign-ups' },
  api: { list: '/dian/getMemberRequestList' },
  access: numberedAccess(280),
  route: '/dian/memberreq',
  icon: 'user-add-line',
  fields: {
    id: f.id(),
    kind: f.enumOf({
      label: { zh: '类型', en: 'Kind' },
      options: {
        member: { zh: '新会员登记', en: 'New member' },
        card: { zh: '会员卡绑定', en: 'Bind a card' },
      },
    }),
    name: f.text({ label: { zh: '姓名', en: 'Name' }, max: 30 }),
    mobile: f.mobile({ label: { zh: '手机号', en: 'Mobile' } }),
    card_no: f.text({ label: { zh: '会员卡号', en: 'Card number' }, max: 30 }),
    remark: f.text({ label: { zh: '备注', en: 'Remark' }, max: 200 }),
    submitted_at: f.text({ label: { zh: '提交时间', en: 'Sent at' }, max: 30 }),
    status: common.status({
      pending: { zh: '待处理', en: 'Waiting' },
      admitted: { zh: '已办理', en: 'Done' },
      declined: { zh: '已拒绝', en: 'Declined' },
    }),
    /** The member it became or was bound to. */
    member_id: f.ref({ label: { zh: '会员', en: 'Member' }, resource: 'members', display: 'name' }),
  },
  indexes: ['status', 'mobile'],
  list: {
    columns: ['submitted_at', 'kind', 'name', 'mobile', 'card_no', 'status'],
    search: ['name', 'mobile', 'card_no'],
    sort: 'submitted_at',
  },
  form: [],
})
