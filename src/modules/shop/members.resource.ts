// Members (/dian/huiyuan). Balance and points are the server's: they change only through the
// member ledger (top-ups, charges, refunds), never through this form.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { membersWords } from './words.text.ts'

export const members = defineResource({
  name: 'members',
  title: membersWords.members.title,
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
    card_no: f.text({ label: membersWords.members.fields.card_no, required: true, max: 20, unique: true }),
    name: f.text({ label: membersWords.members.fields.name, required: true, max: 30 }),
    mobile: f.mobile({ label: membersWords.members.fields.mobile, required: true }),
    card_type: f.ref({
      label: membersWords.members.fields.card_type,
      resource: 'cardTypes',
      display: 'name',
      required: true,
    }),
    balance: f.money({ label: membersWords.members.fields.balance, readOnly: true }),
    points: f.int({ label: membersWords.members.fields.points, readOnly: true }),
    /** Set when the card is issued, from its type's validity ('' = no end); charges stop after it. */
    valid_until: f.date({ label: membersWords.members.fields.valid_until, readOnly: true }),
    // 'expired' is set by the scheduled task of server/tasks/expire-member-cards.ts, never by hand.
    status: common.status({
      active: membersWords.members.active.status,
      frozen: membersWords.members.frozen.status,
      expired: membersWords.members.expired.status,
    }),
    shop: f.text({ label: membersWords.members.fields.shop, max: 30 }),
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
