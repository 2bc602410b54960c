// The user's-language reason a typed amount was refused (src/lib/money-input.ts).
import type { TFunction } from 'i18next'
import { formatFen } from '../lib/money-format.ts'
import { MAX_TYPED_FEN, type MoneyProblem } from '../lib/money-input.ts'

export function moneyProblemText(t: TFunction, problem: MoneyProblem, maxFen = MAX_TYPED_FEN): string {
  return t(`money.${problem}`, { max: formatFen(maxFen) })
}
