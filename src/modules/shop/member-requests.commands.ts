// Turning a visitor's sign-up into a member (issue 21): a new member with a card, a card bound to
// the visitor's mobile, or a decline — declared once for the till's screens and the server
// (server/routes/shop-routes.ts checks the request is still waiting and the card number free or
// known, and books the card type's initial balance; a card type with value needs the shop manager,
// card-value.ts).
import { z } from 'zod/mini'
import { defineCommand } from '../../data/define-command.ts'
import { aboutSignUp } from './entry-words.ts'
import { grantField } from './manager-grant.ts'
import { memberRequests } from './member-requests.resource.ts'
import { members } from './members.resource.ts'
import { memberRequestsCommandsWords } from './words.text.ts'

const ulid = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/))
const labels = memberRequestsCommandsWords.labels

// Admitting and binding a card both end the sign-up with a member: the same right, rows and answer.
const toMember = {
  access: memberRequests.access,
  labels,
  writes: [memberRequests, members],
  answer: { request: memberRequests, member: members },
}

export const admitMember = defineCommand({
  kind: 'shop.admitMember',
  path: '/dian/admitMember',
  schema: () =>
    z.object({
      id: ulid,
      member_id: ulid,
      card_no: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
      card_type: ulid,
      /** A shop manager's grant for a card type with value, typed on this till (subject: member_id). */
      grant: grantField,
    }),
  ...toMember,
  describe: aboutSignUp('admit'),
  async effect(store, p) {
    const request = await store.get(memberRequests, p.id)
    await store.insert(members, {
      id: p.member_id,
      card_no: p.card_no,
      name: String(request?.name ?? ''),
      mobile: String(request?.mobile ?? ''),
      card_type: p.card_type,
      balance: 0,
      points: 0,
      status: 'active',
      shop: '',
      valid_until: '',
    })
    await store.update(memberRequests, p.id, { status: 'admitted', member_id: p.member_id })
  },
})

export const bindCard = defineCommand({
  kind: 'shop.bindCard',
  path: '/dian/bindMemberCard',
  schema: () => z.object({ id: ulid, member_id: ulid }),
  ...toMember,
  describe: aboutSignUp('bind'),
  async effect(store, p) {
    const request = await store.get(memberRequests, p.id)
    await store.update(members, p.member_id, { mobile: String(request?.mobile ?? '') })
    await store.update(memberRequests, p.id, { status: 'admitted', member_id: p.member_id })
  },
})

export const declineMemberRequest = defineCommand({
  kind: 'shop.declineMemberRequest',
  path: '/dian/declineMemberRequest',
  access: memberRequests.access,
  schema: () => z.object({ id: ulid }),
  labels,
  writes: [memberRequests],
  answer: { request: memberRequests },
  describe: aboutSignUp('decline'),
  async effect(store, p) {
    await store.update(memberRequests, p.id, { status: 'declined' })
  },
})

export const memberRequestCommands = [admitMember, bindCard, declineMemberRequest] as const
