// What a shop manager's grant unlocks on a cashier's till (issue 21): one action on one record.
import { z } from 'zod/mini'

export const GRANT_ACTIONS = [
  'shiftDifference',
  'refundOverLimit',
  'priceOverride',
  'issueCard',
  'topUpOverCap',
  'unfreezeMember',
  'cashOut',
] as const
export type GrantAction = (typeof GRANT_ACTIONS)[number]

/** A grant is asked for online and used by the write it was asked for, soon after. */
export const GRANT_TTL_MS = 30 * 60_000

export const grantRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  action: z.enum(GRANT_ACTIONS),
  /**
   * The record the action is on: the shift, the refund, the sale, the member (given a card, unfrozen),
   * the top-up, the cash taken out.
   */
  subject: z.string().check(z.minLength(1), z.maxLength(40)),
})

/** Carried by the write it unlocks. */
export const grantField = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/)))
