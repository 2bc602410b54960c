// The scheduled jobs' state (/site/sitetasks), one row per job and company. Only the server writes
// these rows (a run, a pause); a device mirrors them, so an admin sees the last runs offline too.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'

export const scheduledTasks = defineResource({
  name: 'scheduledTasks',
  title: bilingual('定时任务', 'Scheduled tasks'),
  api: { list: '/site/getTaskList' },
  access: { switch: 'sel900', code: 900 },
  route: '/site/sitetasks',
  icon: 'timer-line',
  fields: {
    id: f.id(),
    /** A TaskId of scheduled-tasks.ts. */
    task: f.text({ label: bilingual('任务', 'Task'), max: 40 }),
    interval_minutes: f.int({ label: bilingual('间隔（分钟）', 'Every (minutes)') }),
    paused: f.bool({ label: bilingual('已暂停', 'Paused') }),
    next_run_at: f.int({ label: bilingual('下次运行', 'Next run'), instant: true }),
    last_run_at: f.int({ label: bilingual('上次运行', 'Last run'), instant: true }),
    last_ok: f.bool({ label: bilingual('上次成功', 'Last run succeeded') }),
    last_result: f.text({ label: bilingual('上次结果', 'Last result'), max: 500 }),
    last_duration_ms: f.int({ label: bilingual('耗时（毫秒）', 'Duration (ms)') }),
    last_error: f.text({ label: bilingual('上次错误', 'Last error'), max: 500 }),
  },
  indexes: ['task'],
  list: {
    columns: ['task', 'interval_minutes', 'paused', 'last_run_at', 'last_result'],
    search: ['task'],
    sort: 'task',
  },
  form: [],
})
