import { useState } from 'react'
import { InvalidPayload } from '../../data/command-kit.ts'
import { writeCommand } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { ResourceListPage } from '../../views/resource-list-page.tsx'
import { confirmBudgetOutput, confirmWords } from './cost.commands.ts'
import { budgetOutputs } from './cost.resource.ts'

/**
 * /cost/costplan: the budget outputs, each still to confirm with 确认 — the signed-in user confirms
 * the confirmed amount entered (the planned one when none was), through the outbox, offline too.
 */
export function CostPlanPage() {
  const lang = useLanguage()
  const [error, setError] = useState('')
  const confirm = async (row: Row) => {
    setError('')
    try {
      await writeCommand(confirmBudgetOutput, {
        id: row.id,
        confirmed: Number(row.confirmed) || Number(row.planned),
      })
    } catch (e) {
      if (e instanceof InvalidPayload) setError(e.messages.join('；'))
      else throw e
    }
  }
  return (
    <>
      {error && (
        <p role="alert" className="px-4 pt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      <ResourceListPage
        resource={budgetOutputs}
        rowActions={(row) =>
          row.status !== 'confirmed' && (
            <Button variant="link" onClick={() => void confirm(row)}>
              {inLanguage(confirmWords.confirm, lang)}
            </Button>
          )
        }
      />
    </>
  )
}
