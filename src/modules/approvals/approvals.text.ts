// The approvals' words that the device and the server both say (a step's history, a step action's
// refusal): zh and en side by side, read through inLanguage where the page and the server need them.
import { bilingual, type Text } from '../../resources/text.ts'

/** A request's state, as its badge and the server's refusals name it. */
export const statusWords = {
  pending: bilingual('审批中', 'Pending'),
  approved: bilingual('已通过', 'Approved'),
  rejected: bilingual('已驳回', 'Rejected'),
  withdrawn: bilingual('已撤回', 'Withdrawn'),
  returned: bilingual('退回修改', 'Returned for changes'),
}

/** What each line of a request's history says was done. */
export const decisionWords = {
  submit: bilingual('提交', 'Submitted'),
  agree: bilingual('同意', 'Agreed'),
  reject: bilingual('驳回', 'Rejected'),
  withdraw: bilingual('撤回', 'Withdrawn'),
  transfer: bilingual('转交', 'Transferred'),
  addBefore: bilingual('前加签', 'Added an approver before'),
  addAfter: bilingual('后加签', 'Added an approver after'),
  return: bilingual('退回', 'Returned'),
  urge: bilingual('催办', 'Urged'),
  returnToApplicant: bilingual('退回申请人修改', 'Returned to the applicant for changes'),
  resubmit: bilingual('修改后重新提交', 'Changed and resubmitted'),
}

/** Why a step action is refused; {slots} are filled by stepActionMessage. */
export const stepActionWords = {
  alreadyHolds: { zh: '{name} 已是当前步骤的审批人', en: '{name} already decides the current step' },
  notToApplicant: {
    zh: '不能转交或加签给申请人本人',
    en: 'The step cannot go to the applicant',
  },
  notToSelf: { zh: '不能转交或加签给自己', en: 'The step cannot go to yourself' },
  noEarlierStep: { zh: '请选择当前步骤之前的一步', en: 'Choose a step before the current one' },
  urgedRecently: {
    zh: '已于 {time} 催办过，{minutes} 分钟内不能再次催办',
    en: 'Already urged at {time}; urge again after {minutes} minutes',
  },
  onlyApplicantUrges: { zh: '只有申请人本人可以催办', en: 'Only the applicant may urge this approval' },
  notWaiting: { zh: '该审批已结束，不能再操作', en: 'This approval has ended' },
  commentTooLong: { zh: '说明不能超过500个字符', en: 'The note cannot be longer than 500 characters' },
  invalid: { zh: '审批数据有误', en: 'The approval data is invalid' },
  changesNeeded: {
    zh: '退回申请人时请写明需要修改的地方',
    en: 'Say what the applicant should change when returning the request to them',
  },
  onlyApplicantResubmits: {
    zh: '只有申请人本人可以修改后重新提交',
    en: 'Only the applicant may change and resubmit this request',
  },
  notReturned: {
    zh: '该审批没有被退回修改，不能重新提交',
    en: 'This request was not returned for changes, so it cannot be resubmitted',
  },
} satisfies Record<string, Text>

/** A history line or a step's approver when a stand-in decides for an away approver. */
export const onBehalfWords = bilingual('{name}（代 {for}）', '{name} (for {for})')
/** The same inside a step's bracketed list of deciders, which brackets again would nest. */
export const seatOnBehalfWords = bilingual('{name} 代 {for}', '{name} for {for}')

/** The stand-in (代理) records: their states, and why setting or ending one is refused. */
export const standInStatusWords = {
  set: bilingual('代理中', 'Set'),
  ended: bilingual('已结束', 'Ended'),
}

/** The stand-in record's title and fields; a history line's "for whom" is its away approver. */
export const standInFieldWords = {
  title: bilingual('审批代理', 'Approval stand-ins'),
  approverId: bilingual('被代理人编号', 'Away approver id'),
  approverName: bilingual('被代理人', 'Away approver'),
  standinId: bilingual('代理人编号', 'Stand-in id'),
  standinName: bilingual('代理人', 'Stand-in'),
  startDate: bilingual('开始日期', 'From'),
  endDate: bilingual('结束日期', 'To'),
  note: bilingual('备注', 'Note'),
  setById: bilingual('设置人编号', 'Set by id'),
  setByName: bilingual('设置人', 'Set by'),
}

export const standInWords = {
  notSelf: { zh: '不能把自己设为代理人', en: 'You cannot stand in for yourself' },
  endBeforeStart: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  endPassed: {
    zh: '结束日期 {end} 已经过去（今天是 {today}）',
    en: 'The end date {end} has already passed (today is {today})',
  },
  badDate: { zh: '请选择有效的日期', en: 'Choose a valid date' },
  noteTooLong: { zh: '备注不能超过200个字符', en: 'The note cannot be longer than 200 characters' },
  invalid: { zh: '代理设置数据有误', en: 'The stand-in data is invalid' },
  standInAway: {
    zh: '{name} 在 {from} 至 {to} 期间自己也设置了代理人，代理不会再转给第三人，请另选代理人',
    en: '{name} is away themselves from {from} to {to}, and a stand-in is never passed on: choose another stand-in',
  },
  notDecider: {
    zh: '{who}不是本公司可以审批的在职账号',
    en: '{who} is not an active account of your company that may decide approvals',
  },
  theApprover: { zh: '被代理人', en: 'The away approver' },
  theStandIn: { zh: '代理人', en: 'The stand-in' },
  needsRight: {
    zh: '为他人设置代理需要“{right}”权限，请联系管理员授权',
    en: 'Setting a stand-in for someone else needs the right "{right}": ask an administrator',
  },
  flowRight: { zh: '系统设置·审批流程管理', en: 'System settings · approval flows' },
  noneToEnd: { zh: '当前没有生效的代理设置', en: 'There is no stand-in to end' },
  heldByStandIn: {
    zh: '代理期间该步骤由 {name} 代您审批；如已回来，请先提前结束代理',
    en: '{name} decides this step for you while your stand-in is in force; end it early if you are back',
  },
} satisfies Record<string, Text>

/** The stand-in panel's words (代理设置 on 我审批的). */
export const standInPanelWords = {
  title: bilingual('代理设置', 'Stand-in'),
  explain: bilingual(
    '外出期间，需要您审批的步骤由代理人代为审批（代理不会再转给第三人）。',
    'While you are away, the steps that wait on you wait on your stand-in instead (a stand-in is never passed on).',
  ),
  none: bilingual('未设置代理', 'No stand-in set'),
  current: bilingual(
    '{standin} 代 {approver} 审批：{from} 至 {to}',
    '{standin} decides for {approver}: {from} to {to}',
  ),
  upcoming: bilingual('（尚未开始）', ' (not started yet)'),
  inForce: bilingual('（生效中）', ' (in force)'),
  ended: bilingual('（已结束）', ' (ended)'),
  standingInFor: bilingual('您正在代 {approver} 审批，至 {to}', 'You decide for {approver} until {to}'),
  approver: bilingual('被代理人', 'Away approver'),
  standIn: bilingual('代理人', 'Stand-in'),
  choose: bilingual('请选择', 'Choose'),
  from: bilingual('开始日期', 'From'),
  to: bilingual('结束日期', 'To'),
  note: bilingual('备注', 'Note'),
  set: bilingual('设置代理', 'Set a stand-in'),
  change: bilingual('修改', 'Change'),
  save: bilingual('保存', 'Save'),
  cancel: bilingual('取消', 'Cancel'),
  end: bilingual('提前结束', 'End now'),
  setBy: bilingual('由 {name} 设置', 'set by {name}'),
}
