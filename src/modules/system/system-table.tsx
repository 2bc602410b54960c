// The parts of the system lists (accounts, tasks, task runs): what the last action said, and a plain
// table of column labels over the caller's rows, scrolling sideways on a narrow screen.
import type { ReactNode } from 'react'
import { FormError } from '../../ui/form-parts.tsx'

/** The last action's refusal, or what it did. */
export function ActionMessages({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      <FormError messages={error} />
      {notice && (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      )}
    </>
  )
}

export function SystemTable({
  heads,
  testId,
  children,
}: {
  heads: string[]
  testId?: string
  children: ReactNode
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            {heads.map((head) => (
              <th key={head} className="px-2 py-2">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
