// The words of the till's identity, its handover and the list of shifts (namespace 'tillDevice').
import { moduleText } from '../../../i18n/module-text.ts'
import { bilingual } from '../../../resources/text.ts'

export const tillDeviceText = moduleText('tillDevice', {
  unregistered: bilingual(
    '本机还没有登记为收银台，不能开班：请店长在本机登记',
    'This device is not registered as a till, so no shift can be opened: ask the shop manager to register it',
  ),
  register: bilingual('登记本机为收银台', 'Register this device as a till'),
  registerTitle: bilingual('登记收银台', 'Register a till'),
  name: bilingual('收银台名称（如：前台一号）', 'Till name (e.g. Front desk 1)'),
  code: bilingual(
    '收银台编号（4 位，小票号以它开头）',
    'Till code (4 characters; receipt numbers begin with it)',
  ),
  codeBad: bilingual(
    '编号为 4 位数字或大写字母（不含 I、L、O、U）',
    'The code is 4 digits or capital letters (no I, L, O or U)',
  ),
  nameMissing: bilingual('请填写收银台名称', 'Enter the till’s name'),
  adoptTitle: bilingual(
    '或：本机接替已有的收银台（换机、重装后）',
    'Or: this device replaces an existing till (new device, reinstall)',
  ),
  adopt: bilingual('接管', 'Adopt'),
  adoptedBy: bilingual(
    '{{code}} · {{name}} · {{by}} 于 {{at}} 登记',
    '{{code}} · {{name}} · adopted by {{by}} at {{at}}',
  ),
  noTills: bilingual('本店还没有收银台', 'The shop has no till yet'),
  thisTill: bilingual('收银台 {{name}}（{{code}}）', 'Till {{name}} ({{code}})'),
  handoverTitle: bilingual('接班', 'Take over the shift'),
  handoverText: bilingual(
    '收银台 {{till}} 的班次由 {{cashier}} 当班（{{since}} 开班，备用金 {{float}}）。接班后，您的收款记入这个班次。',
    'Till {{till}}’s shift is worked by {{cashier}} (opened {{since}}, float {{float}}). Once you take it over, your sales go into it.',
  ),
  workedBy: bilingual('{{cashier}} 当班中', '{{cashier}} is on this shift'),
  takeOver: bilingual('接班', 'Take over'),
  later: bilingual('稍后', 'Not now'),
  handovers: bilingual('交接：{{list}}', 'Handovers: {{list}}'),
  handover: bilingual('{{at}} {{from}} → {{to}}', '{{at}} {{from}} → {{to}}'),
  late: bilingual(
    '结班后到达 {{count}} 笔，合计 {{amount}}（结班前在本收银台收款，离线后送达）',
    '{{count}} arrived after the close, {{amount}} in all (rung on this till before the close, delivered after)',
  ),
  shifts: {
    title: bilingual('收银班次', 'Shifts'),
    intro: bilingual(
      '本店各收银台的班次：当班的在前。店长可在这里为任何收银台结班。',
      'The shop’s shifts on every till, open ones first. The shop manager can close any till’s shift here.',
    ),
    empty: bilingual('还没有班次', 'No shifts yet'),
    till: bilingual('收银台', 'Till'),
    status: bilingual('班次状态', 'Shift status'),
    open: bilingual('当班', 'Open'),
    closed: bilingual('已结班', 'Closed'),
    cashiers: bilingual('收银员', 'Cashiers'),
    openedAt: bilingual('开班时间', 'Opened at'),
    closedAt: bilingual('结班时间', 'Closed at'),
    expected: bilingual('钱箱应有', 'Drawer should hold'),
    counted: bilingual('实点现金', 'Counted'),
    difference: bilingual('长短款', 'Over / short'),
    close: bilingual('结班', 'Close'),
    closeTitle: bilingual('为收银台 {{till}} 结班', 'Close till {{till}}’s shift'),
    closedBy: bilingual('{{name}} 结班', 'closed by {{name}}'),
  },
  reconnect: {
    title: bilingual('重新联网后送达', 'Delivered on reconnecting'),
    summary: bilingual(
      '已送达 {{sent}} 笔（{{sentAmount}}），被拒 {{refused}} 笔（{{refusedAmount}}）',
      '{{sent}} delivered ({{sentAmount}}), {{refused}} refused ({{refusedAmount}})',
    ),
  },
})
