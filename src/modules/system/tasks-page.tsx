// /site/sitetasks: the scheduled tasks with their schedule and last run (from the mirror, so offline
// too), 立即运行 and 暂停/恢复 (online calls: the server runs the job), and the recent runs (online).

import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/http-client.ts'
import { pageApi } from '../../auth/page-api.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { refresh } from '../../data/sync-client.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { useOnline } from '../../ui/use-online.ts'
import { PageTitle } from '../../views/page-title.tsx'
import { scheduledTasks } from './scheduled-tasks.resource.ts'
import { TASK_IDS, TASKS, type TaskId, taskSummary } from './scheduled-tasks.ts'
import { systemText } from './system.text.ts'
import { ActionMessages, SystemTable } from './system-table.tsx'

type TaskRow = typeof scheduledTasks.row

interface TaskRun {
  id: number
  task: string
  trigger: 'schedule' | 'manual'
  started_at: number
  duration_ms: number
  ok: boolean
  result: string
  error: string
}

const when = (ms: number) => (ms > 0 ? formatCompanyTime(ms) : '—')

export function TasksPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const db = useUserDb()
  const online = useOnline()
  const [busy, setBusy] = useState<TaskId | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [runs, setRuns] = useState<TaskRun[] | null>(null)
  // Undefined until the mirror answers: a task is never shown running and never run before it is read.
  const rows = useLiveQuery(() => db.rows(scheduledTasks).toArray() as unknown as Promise<TaskRow[]>, [db])
  const byTask = new Map((rows ?? []).map((r) => [r.task, r]))
  const summary = (task: string, result: string) => {
    const text = taskSummary(task, result)
    return text ? inLanguage(text, lang) : ''
  }

  const loadRuns = useCallback(async () => {
    try {
      setRuns((await pageApi.get<TaskRun[]>('/site/getTaskRuns')).data ?? [])
    } catch {
      setRuns(null)
    }
  }, [])
  useEffect(() => {
    if (online) void loadRuns()
  }, [online, loadRuns])

  async function act(task: TaskId, path: string, body: Record<string, unknown>) {
    setBusy(task)
    setError(null)
    setNotice(null)
    try {
      const answer = await pageApi.post<TaskRun | null>(path, body, { shownByCaller: true })
      const run = path === '/site/runTask' ? answer.data : null
      if (run)
        setNotice(
          tx('taskRan', {
            name: inLanguage(TASKS[task].name, lang),
            result: run.ok ? summary(task, run.result) : tx('taskFailed', { error: run.error }),
          }),
        )
      refresh(scheduledTasks.name)
      await loadRuns()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <PageTitle visible />
      {!online && (
        <p role="status" data-testid="tasks-offline" className="text-sm text-amber-700">
          {tx('taskOffline')}
        </p>
      )}
      <ActionMessages error={error} notice={notice} />
      <SystemTable
        testId="task-list"
        heads={[
          tx('task'),
          tx('taskState'),
          tx('taskNext'),
          tx('taskLast'),
          tx('taskResult'),
          tx('translation:list.actions'),
        ]}
      >
        {rows === undefined && (
          <tr>
            <td colSpan={6} className="px-2 py-2 text-slate-500">
              {tx('translation:app.loading')}
            </td>
          </tr>
        )}
        {rows !== undefined &&
          TASK_IDS.map((task) => {
            const row = byTask.get(task)
            const spec = TASKS[task]
            const paused = row?.paused ?? false
            return (
              <tr key={task} data-task={task} className="border-b border-slate-100 align-top">
                <td className="px-2 py-2">
                  <div className="font-medium text-slate-900">{inLanguage(spec.name, lang)}</div>
                  <div className="text-xs text-slate-500">{inLanguage(spec.about, lang)}</div>
                  <div className="text-xs text-slate-500">
                    {tx('taskEvery', { m: row?.interval_minutes || spec.intervalMinutes })}
                  </div>
                </td>
                <td className="px-2 py-2">{paused ? tx('taskPaused') : tx('taskActive')}</td>
                <td className="px-2 py-2">{paused ? '—' : when(row?.next_run_at ?? 0)}</td>
                <td className="px-2 py-2">{row?.last_run_at ? when(row.last_run_at) : tx('taskNever')}</td>
                <td className="px-2 py-2">
                  {row?.last_run_at
                    ? row.last_ok
                      ? `${summary(task, row.last_result)} · ${tx('taskDuration', { ms: row.last_duration_ms })}`
                      : tx('taskFailed', { error: row.last_error })
                    : '—'}
                </td>
                <td className="space-x-2 whitespace-nowrap px-2 py-2">
                  <Button
                    size="sm"
                    disabled={!online || busy !== null}
                    onClick={() => void act(task, '/site/runTask', { task })}
                  >
                    {tx('taskRunNow')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!online || busy !== null}
                    onClick={() => void act(task, '/site/pauseTask', { task, paused: !paused })}
                  >
                    {paused ? tx('taskResume') : tx('taskPause')}
                  </Button>
                </td>
              </tr>
            )
          })}
      </SystemTable>
      {online && runs && runs.length > 0 && (
        <>
          <h2 className="font-medium text-slate-900">{tx('taskRuns')}</h2>
          <SystemTable
            testId="task-runs"
            heads={[tx('taskLast'), tx('task'), tx('taskTrigger'), tx('taskResult')]}
          >
            {runs.map((run) => (
              <tr key={run.id} className="border-b border-slate-100">
                <td className="px-2 py-2">{when(run.started_at)}</td>
                <td className="px-2 py-2">
                  {run.task in TASKS ? inLanguage(TASKS[run.task as TaskId].name, lang) : run.task}
                </td>
                <td className="px-2 py-2">
                  {run.trigger === 'manual' ? tx('taskManual') : tx('taskScheduled')}
                </td>
                <td className="px-2 py-2">
                  {run.ok ? summary(run.task, run.result) : tx('taskFailed', { error: run.error })}
                  {` · ${tx('taskDuration', { ms: run.duration_ms })}`}
                </td>
              </tr>
            ))}
          </SystemTable>
        </>
      )}
    </section>
  )
}
