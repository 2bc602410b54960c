// The user's-language reason a typed amount was refused (src/lib/money-input.ts).
import type { TFunction } from 'i18next'
import { MAX_TYPED_FEN, type MoneyProblem } from '../lib/money-input.ts'
import { formatFen } from '../resources/field-text.ts'

export function moneyProblemText(t: TFunction, problem: MoneyProblem, maxFen = MAX_TYPED_FEN): string {
  return t(`money.${problem}`, { max: formatFen(maxFen) })
}
