// Which cards a cashier may hand out alone (README "Rights inside the shop"): a card type with a
// price, a discount, an initial balance or initial points gives the member something of value the
// moment it is issued (a 50 % card is worth half of every later sale), so issuing it — to a new
// member, by a change of card type, or to a visitor's sign-up — needs the shop manager's right or
// grant, checked by the server and said early by the till.

/** Whether a member issued a card of this type gets anything of value with it. */
export function cardGivesValue(card: Record<string, unknown>): boolean {
  const discount = Number(card.discount ?? 100)
  return (
    (discount > 0 && discount < 100) ||
    ['price', 'initial_balance', 'initial_points'].some((field) => Number(card[field] ?? 0) > 0)
  )
}

/** A card with a price is sold at the till (card-sale.command.ts), never handed out on a form. */
export function cardSoldAtTill(card: Record<string, unknown>): boolean {
  return Number(card.price ?? 0) > 0
}
