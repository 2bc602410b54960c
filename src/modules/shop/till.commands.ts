// Registering this device as a till of the shop, and a replacement device adopting an existing till:
// the shop manager's steps (price-override right), declared once for the device and the server
// (server/shop/till-registry.ts adds what only it knows: codes and devices already taken, and the
// till's highest receipt number, which the device's counter goes on from).
import { z } from 'zod/mini'
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineCommand } from '../../data/define-command.ts'
import { labelsOf } from '../../resources/issue-messages.ts'
import { shopWords } from './entry-words.ts'
import { tills } from './tills.resource.ts'
import { tillCommandsWords } from './words.text.ts'

const ulid = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/))
const time = z.string().check(
  z.minLength(10),
  z.maxLength(30),
  z.refine((s) => !Number.isNaN(Date.parse(s))),
)
/** The device's id (device-identity.ts): the server takes it only from the device itself. */
const device = z.string().check(z.minLength(8), z.maxLength(60))

/** Filled by the server: the till's highest receipt number of the day, which the device's counter goes on from. */
const lastReceipt = z.optional(z.string().check(z.maxLength(20)))

export const TILL_CODE = /^[0-9A-HJKMNP-TV-Z]{4}$/

export const registerTillSchema = z.object({
  id: ulid,
  code: z.string().check(z.trim(), z.toUpperCase(), z.regex(TILL_CODE)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  device,
  at: time,
  last_receipt_no: lastReceipt,
})

export const adoptTillSchema = z.object({
  /** The till adopted. */
  id: ulid,
  device,
  at: time,
  last_receipt_no: lastReceipt,
})

// The till's own field labels name a refused field; the command adds what only it carries.
const labels = {
  ...labelsOf(tills.fields),
  id: tills.title,
  at: tillCommandsWords.labels.at,
}

const byManager = {
  access: { switch: 'sel280' as const, code: RIGHTS.priceOverride.code },
  labels,
  writes: [tills],
  answer: { till: tills },
}

export const registerTill = defineCommand({
  kind: 'shop.registerTill',
  path: '/dian/registerTill',
  schema: () => registerTillSchema,
  ...byManager,
  describe: (p, lang) => shopWords('registerTill', lang, { name: p.name, code: p.code }),
  async effect(store, p, ctx) {
    await store.insert(tills, {
      id: p.id,
      code: p.code,
      name: p.name,
      device: p.device,
      adopted_by: ctx.actor.name,
      adopted_at: p.at,
      last_receipt_no: p.last_receipt_no ?? '',
      shop_id: '',
    })
  },
})

export const adoptTill = defineCommand({
  kind: 'shop.adoptTill',
  path: '/dian/adoptTill',
  schema: () => adoptTillSchema,
  ...byManager,
  describe: async (p, lang, store) =>
    shopWords('adoptTill', lang, { name: String((await store.get(tills, p.id))?.name ?? p.id) }),
  async effect(store, p, ctx) {
    await store.update(tills, p.id, {
      device: p.device,
      adopted_by: ctx.actor.name,
      adopted_at: p.at,
      ...(p.last_receipt_no !== undefined ? { last_receipt_no: p.last_receipt_no } : {}),
    })
  },
})

export const tillCommands = [registerTill, adoptTill] as const
