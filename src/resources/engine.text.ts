// The shared engine's words (field rules, account messages, the generic fields, refusals the device
// and the server both say), zh and en side by side: their one home (docs/architecture.md, "Words").
import { bilingual, type Text, type TextTree } from './text.ts'

/** Rule messages of the generic form, in the spec's style (请输入…), with {label} and {n} slots. */
export const ruleText = {
  required: { zh: '请输入{label}', en: 'Enter the {label}' },
  choose: { zh: '请选择{label}', en: 'Choose the {label}' },
  maxLength: { zh: '{label}不能超过{n}个字符', en: '{label} cannot be longer than {n} characters' },
  mobile: { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  money: {
    zh: '{label}须为不小于0的金额，最多两位小数',
    en: '{label} must be an amount of at least 0 with at most 2 decimals',
  },
  integer: { zh: '{label}须为整数', en: '{label} must be a whole number' },
  atLeast: { zh: '{label}不能小于{n}', en: '{label} cannot be less than {n}' },
  atMost: { zh: '{label}不能大于{n}', en: '{label} cannot be more than {n}' },
  date: { zh: '{label}须为有效日期', en: '{label} must be a valid date' },
  month: { zh: '{label}格式应为 2026-11', en: '{label} must be a month such as 2026-11' },
  option: { zh: '{label}的取值无效', en: '{label} has an invalid value' },
  id: { zh: '记录编号无效', en: 'Invalid record id' },
} satisfies Record<string, Text>

/**
 * Account messages (sign-in, register, visitors' sign-up, the cloud sign-in), each said once here:
 * the page's i18next catalogue (`validation.*`), the shared rules and the server take them from this.
 */
export const accountText = {
  usernameRequired: { zh: '用户名不能为空', en: 'Enter a user name' },
  passwordRequired: { zh: '请输入密码', en: 'Enter a password' },
  passwordTooShort: { zh: '密码不能少于6位', en: 'The password must be at least 6 characters' },
  mobile: ruleText.mobile,
  verificationCode: { zh: '请输入手机验证码', en: 'Enter the verification code sent to your mobile' },
} satisfies Record<string, Text>

/** The words of fields.ts. */
export const fieldsWords = {
  f: {
    id: {
      label: bilingual('编号', 'ID'),
    },
  },
  common: {
    remark: {
      label: bilingual('备注', 'Remark'),
    },
    project: {
      label: bilingual('项目', 'Project'),
    },
    status: {
      label: bilingual('状态', 'Status'),
    },
    taxNo: {
      label: bilingual('统一社会信用代码', 'Tax number'),
    },
    contact: {
      label: bilingual('联系人', 'Contact'),
    },
    phone: {
      label: bilingual('联系电话', 'Phone'),
    },
    address: {
      label: bilingual('地址', 'Address'),
    },
    bank: {
      label: bilingual('开户行', 'Bank'),
    },
    handler: {
      label: bilingual('经办人', 'Handled by'),
    },
  },
} satisfies TextTree

/** Words the engine's helpers say: a choice's yes and no, a refused edit, a taken value, a kept reference. */
export const engineWords = {
  yes: bilingual('是', 'Yes'),
  no: bilingual('否', 'No'),
  malformedEdit: bilingual('修改内容格式错误', 'Malformed edit'),
  notEditable: bilingual('不可修改的字段：{names}', 'Not editable: {names}'),
  taken: bilingual('{label} {value} 已存在', '{label} {value} already exists'),
  referenceCount: bilingual('{n} 条{title}', '{n} {title}'),
  referenced: bilingual('不能删除：仍有 {items} 引用该记录', 'Cannot delete: still referenced by {items}'),
  sameRecord: bilingual('与第 {n} 行是同一条记录', 'Same record as row {n}'),
  chooseScopeFirst: bilingual(
    '{label}：请先选择{scope}，“{chosen}”属于其他{scope}',
    '{label}: choose the {scope} first; "{chosen}" belongs to another',
  ),
  notWithin: bilingual(
    '{label}：“{chosen}”不属于{scope}“{owner}”',
    '{label}: "{chosen}" does not belong to {scope} "{owner}"',
  ),
  moduleCode: bilingual('模块 {code}', 'Module {code}'),
} satisfies TextTree

/** The words of issue-messages.ts (those a rule says too are ruleText's, said once). */
export const issueMessagesWords = {
  kinds: {
    string: bilingual('文本', 'text'),
    number: bilingual('数字', 'a number'),
    int: bilingual('整数', 'a whole number'),
    boolean: bilingual('是或否', 'yes or no'),
    array: bilingual('列表', 'a list'),
    object: bilingual('对象', 'an object'),
  },
  words: {
    body: bilingual('请求内容须为 JSON 对象', 'The request body must be a JSON object'),
    type: bilingual('{label}须为{kind}', '{label} must be {kind}'),
    shortText: bilingual('{label}不能少于{n}个字符', '{label} cannot be shorter than {n} characters'),
    manyItems: bilingual('{label}最多{n}项', '{label} can have at most {n} items'),
    fewItems: bilingual('{label}至少{n}项', '{label} needs at least {n} items'),
  },
} satisfies TextTree

/** The words of record-rules.ts. */
export const recordRulesWords = {
  words: {
    notMoreThan: bilingual('{a}不能大于{b}', '{a} cannot be more than {b}'),
    notBefore: bilingual('{a}不能早于{b}', '{a} cannot be before {b}'),
  },
} satisfies TextTree
