// The shop member's fields as the server stores them: the one shape for the generated server rows
// (generate.ts) and the rows the peers' bench loads (peers/).
/** A type alias, not an interface: rows go where records of unknown fields are expected. */
export type MemberFields = {
  card_no: string
  name: string
  mobile: string
  card_type: string
  balance: number
  points: number
  status: string
  shop: string
}

/** Member `i`: card numbers B… sort before the demo ones, so a list ordered by card opens on them. */
export const memberFields = (i: number, cardType: string): MemberFields => ({
  card_no: `B${String(i).padStart(7, '0')}`,
  name: `会员${String(i).padStart(6, '0')}`,
  mobile: `139${String(10000000 + i).slice(-8)}`,
  card_type: cardType,
  balance: 0,
  points: 0,
  status: 'active',
  shop: '示范店',
})
