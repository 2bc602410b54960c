// The words the server's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../src/resources/text.ts'

/** The words of cost/confirmation.ts. */
export const confirmationWords = {
  locked: bilingual(
    '已确认的产值不能修改，只能修改备注',
    'A confirmed output cannot be changed, except its remark',
  ),
} satisfies TextTree

/** The words of finance/settlement-hooks.ts. */
export const settlementHooksWords = {
  words: {
    gone: bilingual('所选{parent}不存在或已删除', 'The chosen {parent} does not exist or was deleted'),
    over: bilingual(
      '{child}合计 {paid} 超过{parent}的 {owed}',
      '{child} total {paid}, more than the {parent} amount of {owed}',
    ),
  },
} satisfies TextTree

/** The words of http/query-guard.ts. */
export const queryGuardWords = {
  numeric: {
    page: {
      label: bilingual('页码', 'page'),
    },
    limit: {
      label: bilingual('每页条数', 'limit'),
    },
    updated_since: {
      label: bilingual('同步游标', 'updated_since'),
    },
  },
} satisfies TextTree

/** The words of routes/public-routes.ts. */
export const publicRoutesWords = {
  signupLabels: {
    code: bilingual('验证码', 'Verification code'),
  },
} satisfies TextTree

/** The words of routes/push-batch-routes.ts. */
export const pushBatchRoutesWords = {
  parsed: {
    entries: bilingual('同步条目', 'Entries'),
  },
} satisfies TextTree

/** The words of routes/task-routes.ts. */
export const taskRoutesWords = {
  labels: {
    task: bilingual('任务', 'Task'),
    paused: bilingual('暂停', 'Paused'),
  },
} satisfies TextTree

/** The words of routes/yun-routes.ts. */
export const yunRoutesWords = {
  noteLabels: {
    id: bilingual('编号', 'ID'),
    book: bilingual('笔记本', 'Notebook'),
    body: bilingual('内容', 'Content'),
    created_at: bilingual('创建时间', 'Created at'),
  },
} satisfies TextTree

/** The words of tasks/notice-digest.ts. */
export const noticeDigestWords = {
  digestText: bilingual(
    '今日摘要：{waiting} 个审批待您处理，{unread} 个审批结果未读',
    "Today's digest: {waiting} approvals wait on you, {unread} results unread",
  ),
} satisfies TextTree
