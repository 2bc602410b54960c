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
