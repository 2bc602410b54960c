// Members (/dian/huiyuan). Balance and points are the server's: they change only through the
// member ledger (top-ups, charges, refunds), never through this form.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const members = defineResource({
  name: 'members',
  title: { zh: '会员信息', en: 'Members' },
  api: { list: '/dian/getMemberList', save: '/dian/saveMember', remove: '/dian/delMember' },
  access: numberedAccess(280),
  // Cashiers issue cards; only the shop manager deletes a member (one holding a balance not at all:
  // server/routes/reference-checks.ts).
  removeAccess: { switch: 'sel280', code: RIGHTS.priceOverride.code },
  route: '/dian/huiyuan',
  icon: 'vip-crown-2-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    card_no: f.text({ label: { zh: '卡号', en: 'Card number' }, required: true, max: 20, unique: true }),
    name: f.text({ label: { zh: '姓名', en: 'Name' }, required: true, max: 30 }),
    mobile: f.mobile({ label: { zh: '手机号', en: 'Mobile' }, required: true }),
    card_type: f.ref({
      label: { zh: '卡类型', en: 'Card type' },
      resource: 'cardTypes',
      display: 'name',
      required: true,
    }),
    balance: f.money({ label: { zh: '余额', en: 'Balance' }, readOnly: true }),
    points: f.int({ label: { zh: '积分', en: 'Points' }, readOnly: true }),
    /** Set when the card is issued, from its type's validity ('' = no end); charges stop after it. */
    valid_until: f.date({ label: { zh: '有效期至', en: 'Valid until' }, readOnly: true }),
    // 'expired' is set by the scheduled task of server/tasks/expire-member-cards.ts, never by hand.
    status: common.status({
      active: { zh: '正常', en: 'Active' },
      frozen: { zh: '冻结', en: 'Frozen' },
      expired: { zh: '已过期', en: 'Expired' },
    }),
    shop: f.text({ label: { zh: '门店', en: 'Shop' }, max: 30 }),
  },
  indexes: ['card_no', 'mobile', 'name'],
  list: {
    columns: ['card_no', 'name', 'mobile', 'card_type', 'balance', 'points', 'status'],
    search: ['card_no', 'mobile', 'name'],
    sort: 'card_no',
  },
  form: [
    ['card_no', 'name'],
    ['mobile', 'card_type'],
    ['status', 'shop'],
    ['balance', 'points'],
    ['valid_until'],
  ],
})
