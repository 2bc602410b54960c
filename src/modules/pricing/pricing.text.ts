// The cloud pricing pages' words (namespace 'pricing'): zh and en side by side.
import { moduleText } from '../../i18n/module-text.ts'
import { bilingual } from '../../resources/text.ts'

export const pricingText = moduleText('pricing', {
  tools: {
    box: bilingual('配电箱估算', 'Distribution-box estimate'),
    valuation: bilingual('估价', 'Valuation'),
    equipment: bilingual('设备价格', 'Equipment'),
    log: bilingual('日志笔记本', 'Log notebook'),
    cost: bilingual('成本估算笔记本', 'Cost notebook'),
    notes: bilingual('知识云笔记', 'Knowledge notes'),
  },
  account: {
    signIn: bilingual('登录云账号', 'Sign in to the cloud'),
    signOut: bilingual('退出云账号', 'Sign out'),
    title: bilingual('云计价登录', 'Cloud pricing sign-in'),
    wechat: bilingual('微信登录', 'Sign in with WeChat'),
    hint: bilingual(
      '未登录也可使用计价工具，笔记本保存在本机，登录后同步到云账号。',
      'The tools work signed out; notebooks stay on this device and sync to the cloud account after sign-in.',
    ),
    unsynced: bilingual('{{count}} 条笔记待同步', '{{count}} entries waiting to sync'),
    onlyHere: bilingual(
      '{{count}} 条笔记仅在本机，登录后同步',
      '{{count}} entries only on this device: sign in to sync',
    ),
  },
  box: {
    offline: bilingual('离线：使用本机保存的单价', 'Offline: unit prices kept on this device'),
    equipment: bilingual('设备', 'Equipment'),
    unitPrice: bilingual('单价', 'Unit price'),
    qtyPerBox: bilingual('每台数量', 'Qty per box'),
    quantity: bilingual('数量', 'quantity'),
    boxes: bilingual('台数', 'Boxes'),
    boxCount: bilingual('共 {{count}} 台', '{{count}} boxes'),
    labourRate: bilingual('人工费率 %', 'Labour %'),
    name: bilingual('估算名称', 'Estimate name'),
    namePlaceholder: bilingual('估算名称（如：3# 楼分配电箱）', 'Name (e.g. block 3 boxes)'),
    valueIt: bilingual('据此估价', 'Value it'),
  },
  valuation: {
    direct: bilingual('直接费（元）', 'Direct cost (yuan)'),
    badAmount: bilingual('请输入金额，最多两位小数', 'Enter an amount with at most two decimals'),
    managementRate: bilingual('管理费 %', 'Management %'),
    profitRate: bilingual('利润 %', 'Profit %'),
    taxRate: bilingual('税金 %', 'Tax %'),
  },
  totals: {
    perBox: bilingual('每台设备费', 'Equipment per box'),
    equipment: bilingual('设备合计', 'Equipment'),
    labour: bilingual('人工费', 'Labour'),
    direct: bilingual('直接费', 'Direct cost'),
    management: bilingual('管理费', 'Management'),
    profit: bilingual('利润', 'Profit'),
    tax: bilingual('税金', 'Tax'),
    estimate: bilingual('估算合计', 'Estimate total'),
    valuation: bilingual('估价合计', 'Valuation total'),
  },
  notebook: {
    save: bilingual('保存到成本笔记本', 'Save to the cost notebook'),
    newBox: bilingual('新建配电箱估算', 'New box estimate'),
    newValuation: bilingual('新建估价', 'New valuation'),
    empty: bilingual('还没有估算记录', 'No estimates yet'),
    missing: bilingual('没有这条估算，', 'No such estimate. '),
    back: bilingual('返回笔记本', 'Back to the notebook'),
  },
  equipment: {
    offline: bilingual('离线：本机保存的价格', 'Offline: prices kept on this device'),
  },
  log: {
    empty: bilingual('请输入日志内容', 'Write something first'),
    entry: bilingual('日志内容', 'Entry'),
    add: bilingual('记一笔', 'Add entry'),
    waiting: bilingual('待同步', 'Waiting'),
    deviceOnly: bilingual('仅本机', 'This device only'),
  },
})
