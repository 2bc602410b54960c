// The scheduled jobs' state (/site/sitetasks), one row per job and company. Only the server writes
// these rows (a run, a pause); a device mirrors them, so an admin sees the last runs offline too.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { scheduledTasksWords } from './words.text.ts'

export const scheduledTasks = defineResource({
  name: 'scheduledTasks',
  title: scheduledTasksWords.scheduledTasks.title,
  api: { list: '/site/getTaskList' },
  access: { switch: 'sel900', code: 900 },
  route: '/site/sitetasks',
  icon: 'timer-line',
  fields: {
    id: f.id(),
    /** A TaskId of scheduled-tasks.ts. */
    task: f.text({ label: scheduledTasksWords.scheduledTasks.fields.task, max: 40 }),
    interval_minutes: f.int({ label: scheduledTasksWords.scheduledTasks.fields.interval_minutes }),
    paused: f.bool({ label: scheduledTasksWords.scheduledTasks.fields.paused }),
    next_run_at: f.int({ label: scheduledTasksWords.scheduledTasks.fields.next_run_at, instant: true }),
    last_run_at: f.int({ label: scheduledTasksWords.scheduledTasks.fields.last_run_at, instant: true }),
    last_ok: f.bool({ label: scheduledTasksWords.scheduledTasks.fields.last_ok }),
    last_result: f.text({ label: scheduledTasksWords.scheduledTasks.fields.last_result, max: 500 }),
    last_duration_ms: f.int({ label: scheduledTasksWords.scheduledTasks.fields.last_duration_ms }),
    last_error: f.text({ label: scheduledTasksWords.scheduledTasks.fields.last_error, max: 500 }),
  },
  indexes: ['task'],
  list: {
    columns: ['task', 'interval_minutes', 'paused', 'last_run_at', 'last_result'],
    search: ['task'],
    sort: 'task',
  },
  form: [],
})
