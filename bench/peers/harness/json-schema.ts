// The member row as a JSON schema (RxDB's schema format): strings indexed by RxDB must be required
// and bounded in length.
import { MEMBER_COLUMNS, NUMBER_COLUMNS } from './member.ts'

export const memberJsonSchema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: Object.fromEntries(
    MEMBER_COLUMNS.map((c) => [
      c,
      NUMBER_COLUMNS.has(c) ? { type: 'number' } : { type: 'string', maxLength: 32 },
    ]),
  ),
  required: ['id', 'card_no'],
  indexes: ['card_no'],
} as const
