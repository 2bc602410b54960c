// Which cards a cashier may hand out alone (README "Rights inside the shop"): a card type with a
// price, an initial balance or initial points gives the member something of value the moment it is
// issued, so issuing it — to a new member, by a change of card type, or to a visitor's sign-up —
// needs the shop manager's right or grant, checked by the server and said early by the till.

/** Whether a member issued a card of this type gets anything of value with it. */
export function cardGivesValue(card: Record<string, unknown>): boolean {
  return ['price', 'initial_balance', 'initial_points'].some((field) => Number(card[field] ?? 0) > 0)
}

/** A card with a price is sold at the till (card-sale.command.ts), never handed out on a form. */
export function cardSoldAtTill(card: Record<string, unknown>): boolean {
  return Number(card.price ?? 0) > 0
}
