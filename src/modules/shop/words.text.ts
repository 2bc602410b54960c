// The words the shop module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of card-types.resource.ts. */
export const cardTypesWords = {
  cardTypes: {
    title: bilingual('会员卡类型', 'Card types'),
    fields: {
      name: bilingual('卡类型名称', 'Name'),
      discount: bilingual('折扣（%）', 'Discount (%)'),
      price: bilingual('售价', 'Price'),
      initial_balance: bilingual('开卡储值', 'Initial balance'),
      initial_points: bilingual('开卡积分', 'Initial points'),
      validity_days: bilingual('有效期（天）', 'Valid for (days)'),
    },
    active: {
      status: bilingual('启用', 'Active'),
    },
    disabled: {
      status: bilingual('停用', 'Disabled'),
    },
  },
} satisfies TextTree

/** The words of checkout.flow.ts. */
export const checkoutFlowWords = {
  checkoutLabels: {
    id: bilingual('小票号', 'Receipt number'),
    method: bilingual('付款方式', 'Payment method'),
    lines: bilingual('商品明细', 'Lines'),
    'lines.item_id': bilingual('商品', 'item'),
    'lines.name': bilingual('名称', 'name'),
    'lines.price': bilingual('单价', 'price'),
    'lines.qty': bilingual('数量', 'quantity'),
    'lines.discount': bilingual('优惠', 'discount'),
    'lines.staff_id': bilingual('技师', 'technician'),
    total: bilingual('合计金额', 'Total'),
    tendered: bilingual('实收金额', 'Tendered'),
    change: bilingual('找零', 'Change'),
    sold_at: bilingual('销售时间', 'Sold at'),
    member_id: bilingual('会员', 'Member'),
    discount: bilingual('会员折扣', 'Card discount'),
    payments: bilingual('组合支付', 'Split payment'),
    amount: bilingual('充值金额', 'Top-up amount'),
    at: bilingual('充值时间', 'Topped up at'),
  },
} satisfies TextTree

/** The words of entry-words.ts. */
export const entryWordsWords = {
  WORDS: {
    topUp: bilingual('会员充值 {amount}：{member}', 'Top-up {amount}: {member}'),
    cardSale: bilingual(
      '售卡 {card} {amount}：小票 {receipt}',
      'Card sale {card} {amount}: receipt {receipt}',
    ),
    refund: bilingual('退款 {amount}：小票 {receipt}', 'Refund {amount}: receipt {receipt}'),
    openShift: bilingual('开班 {till}（备用金 {amount}）', 'Open shift {till} (float {amount})'),
    cashIn: bilingual('钱箱存入 {amount}：{reason}', 'Cash in {amount}: {reason}'),
    cashOut: bilingual('钱箱取出 {amount}：{reason}', 'Cash out {amount}: {reason}'),
    closeShift: bilingual('交班（实点 {amount}）', 'Close shift (counted {amount})'),
    takeOver: bilingual('接班 {at}', 'Take over the shift {at}'),
    registerTill: bilingual('登记收银台：{name}（{code}）', 'Register till: {name} ({code})'),
    adoptTill: bilingual('本机接管收银台：{name}', 'This device adopts till: {name}'),
    admit: bilingual('办理会员：{name}', 'Admit member: {name}'),
    bind: bilingual('绑定会员卡：{name}', 'Bind card: {name}'),
    decline: bilingual('拒绝会员申请：{name}', 'Decline request: {name}'),
  },
} satisfies TextTree

/** The words of insurance.resource.ts. */
export const insuranceWords = {
  shopInsurance: {
    title: bilingual('门店保险', 'Shop insurance'),
    fields: {
      policy_no: bilingual('保单号', 'Policy no.'),
      shop: bilingual('门店', 'Shop'),
      kind: bilingual('险种', 'Cover'),
      insurer: bilingual('保险公司', 'Insurer'),
      insured_amount: bilingual('保险金额', 'Sum insured'),
      premium: bilingual('保费', 'Premium'),
      start_date: bilingual('起保日期', 'Starts'),
      end_date: bilingual('终保日期', 'Ends'),
    },
    options: {
      kind: {
        property: bilingual('财产一切险', 'Property'),
        liability: bilingual('公众责任险', 'Public liability'),
        employer: bilingual('雇主责任险', "Employer's liability"),
        cash: bilingual('现金保险', 'Cash in transit'),
      },
    },
    active: {
      status: bilingual('保障中', 'In force'),
    },
    expired: {
      status: bilingual('已到期', 'Expired'),
    },
    cancelled: {
      status: bilingual('已退保', 'Cancelled'),
    },
  },
} satisfies TextTree

/** The words of member-requests.commands.ts. */
export const memberRequestsCommandsWords = {
  labels: {
    id: bilingual('登记', 'Sign-up'),
    member_id: bilingual('会员', 'Member'),
    card_no: bilingual('卡号', 'Card number'),
    card_type: bilingual('卡类型', 'Card type'),
  },
} satisfies TextTree

/** The words of member-requests.resource.ts. */
export const memberRequestsWords = {
  memberRequests: {
    title: bilingual('会员自助登记', 'Member sign-ups'),
    fields: {
      kind: bilingual('类型', 'Kind'),
      name: bilingual('姓名', 'Name'),
      mobile: bilingual('手机号', 'Mobile'),
      card_no: bilingual('会员卡号', 'Card number'),
      remark: bilingual('备注', 'Remark'),
      submitted_at: bilingual('提交时间', 'Sent at'),
      member_id: bilingual('会员', 'Member'),
    },
    options: {
      kind: {
        member: bilingual('新会员登记', 'New member'),
        card: bilingual('会员卡绑定', 'Bind a card'),
      },
    },
    pending: {
      status: bilingual('待处理', 'Waiting'),
    },
    admitted: {
      status: bilingual('已办理', 'Done'),
    },
    declined: {
      status: bilingual('已拒绝', 'Declined'),
    },
  },
} satisfies TextTree

/** The words of members.resource.ts. */
export const membersWords = {
  members: {
    title: bilingual('会员信息', 'Members'),
    fields: {
      card_no: bilingual('卡号', 'Card number'),
      name: bilingual('姓名', 'Name'),
      mobile: bilingual('手机号', 'Mobile'),
      card_type: bilingual('卡类型', 'Card type'),
      balance: bilingual('余额', 'Balance'),
      points: bilingual('积分', 'Points'),
      valid_until: bilingual('有效期至', 'Valid until'),
      shop: bilingual('门店', 'Shop'),
    },
    active: {
      status: bilingual('正常', 'Active'),
    },
    frozen: {
      status: bilingual('冻结', 'Frozen'),
    },
    expired: {
      status: bilingual('已过期', 'Expired'),
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const shopModuleWords = {
  shopModule: {
    group: {
      title: bilingual('门店', 'Shop'),
    },
    routes: {
      '/dian/shouxian': {
        title: bilingual('现金收银', 'Cash checkout'),
      },
      '/dian/huiyin': {
        title: bilingual('会员收银', 'Member checkout'),
      },
      '/dian/ticheng': {
        title: bilingual('技师提成', 'Technician commission'),
      },
      '/dian/shenhe': {
        title: bilingual('销售复核', 'Sales review'),
      },
    },
  },
} satisfies TextTree

/** The words of offline-grants.resource.ts. */
export const offlineGrantsWords = {
  offlineGrants: {
    title: bilingual('店长离线授权码', 'Manager offline codes'),
    fields: {
      manager_name: bilingual('店长', 'Manager'),
      manager_id: bilingual('店长编号', 'Manager id'),
      salt: bilingual('盐', 'Salt'),
      hash: bilingual('摘要', 'Hash'),
      iterations: bilingual('迭代次数', 'Iterations'),
      used_at: bilingual('使用时间', 'Used at'),
      used_for: bilingual('用于', 'Used for'),
    },
  },
} satisfies TextTree

/** The words of orders.resource.ts. */
export const ordersWords = {
  TOP_UP_METHODS: {
    cash: bilingual('现金', 'Cash'),
    wechat: bilingual('微信', 'WeChat'),
    alipay: bilingual('支付宝', 'Alipay'),
    card: bilingual('银行卡', 'Card'),
  },
  PAY_METHODS: {
    member: bilingual('会员余额', 'Member balance'),
  },
  orders: {
    title: bilingual('销售单', 'Orders'),
    fields: {
      receipt_no: bilingual('小票号', 'Receipt no.'),
      method: bilingual('支付方式', 'Payment'),
      member_id: bilingual('会员', 'Member'),
      total: bilingual('应收', 'Total'),
      tendered: bilingual('实收', 'Tendered'),
      change: bilingual('找零', 'Change'),
      lines: bilingual('明细', 'Lines'),
      sold_at: bilingual('销售时间', 'Sold at'),
      refunded: bilingual('已退', 'Refunded'),
      price_version: bilingual('价目表版本', 'Price-list version'),
      list_total: bilingual('价目表金额', 'List total'),
      review: bilingual('待复核原因', 'Review'),
      override_by: bilingual('改价人', 'Overridden by'),
      override_reason: bilingual('改价原因', 'Override reason'),
      price_changes: bilingual('改价明细', 'Price changes'),
      cart_discount: bilingual('整单优惠', 'Sale discount'),
      payments: bilingual('组合支付', 'Split payment'),
      shift_id: bilingual('班次', 'Shift'),
      shop_id: bilingual('门店', 'Shop'),
      cashier: bilingual('收银员', 'Cashier'),
    },
  },
  memberLedger: {
    title: bilingual('会员流水', 'Member ledger'),
    fields: {
      member_id: bilingual('会员', 'Member'),
      kind: bilingual('类型', 'Kind'),
      amount: bilingual('金额（分）', 'Amount (fen)'),
      order_id: bilingual('销售单', 'Order'),
      at: bilingual('时间', 'Time'),
      points: bilingual('积分', 'Points'),
      method: bilingual('支付方式', 'Payment'),
      shift_id: bilingual('班次', 'Shift'),
      approved_by: bilingual('店长授权', 'Approved by'),
      shop_id: bilingual('门店', 'Shop'),
      cashier: bilingual('收银员', 'Cashier'),
    },
    options: {
      kind: {
        topup: bilingual('充值', 'Top-up'),
        charge: bilingual('消费', 'Charge'),
        refund: bilingual('退款', 'Refund'),
        opening: bilingual('开卡储值', 'Card opening'),
      },
    },
  },
} satisfies TextTree

/** The words of refund.command.ts. */
export const refundCommandWords = {
  refund: {
    labels: {
      id: bilingual('退款单号', 'Refund number'),
      order_id: bilingual('原销售单', 'Sale'),
      amount: bilingual('退款金额', 'Refund amount'),
      to: bilingual('退回方式', 'Refund to'),
      payments: bilingual('分方式退回', 'Refund by method'),
      reason: bilingual('退款原因', 'Reason'),
      at: bilingual('退款时间', 'Refund time'),
    },
  },
} satisfies TextTree

/** The words of refunds.resource.ts. */
export const refundsWords = {
  refunds: {
    title: bilingual('退款单', 'Refunds'),
    fields: {
      order_id: bilingual('原销售单', 'Sale'),
      receipt_no: bilingual('原小票号', 'Receipt no.'),
      amount: bilingual('退款金额', 'Amount'),
      to: bilingual('退回', 'Back to'),
      payments: bilingual('分方式退回', 'Refund by method'),
      reason: bilingual('退款原因', 'Reason'),
      at: bilingual('退款时间', 'Refunded at'),
      shift_id: bilingual('班次', 'Shift'),
      approved_by: bilingual('店长授权', 'Approved by'),
      lines: bilingual('退货明细', 'Lines given back'),
      cashier: bilingual('收银员', 'Cashier'),
    },
    options: {
      to: {
        balance: bilingual('会员余额', 'Member balance'),
      },
    },
  },
} satisfies TextTree

/** The words of sale-problems.ts. */
export const saleProblemsWords = {
  LINE_LABELS: {
    item_id: bilingual('项目', 'item'),
    name: bilingual('项目名称', 'item name'),
    price: bilingual('单价', 'unit price'),
    qty: bilingual('数量', 'quantity'),
    discount: bilingual('行优惠', 'line discount'),
  },
  SALE_LABELS: {
    '': bilingual('销售单', 'the sale'),
    id: bilingual('小票号', 'receipt number'),
    method: bilingual('支付方式', 'payment method'),
    member_id: bilingual('会员', 'member'),
    discount: bilingual('会员折扣', 'member discount'),
    lines: bilingual('商品明细', 'lines'),
    total: bilingual('应收', 'total'),
    tendered: bilingual('实收', 'amount tendered'),
    change: bilingual('找零', 'change'),
    sold_at: bilingual('销售时间', 'sale time'),
    price_version: bilingual('价目表版本', 'price-list version'),
    override_reason: bilingual('改价原因', 'reason for the price change'),
    amount: bilingual('充值金额', 'top-up amount'),
    at: bilingual('充值时间', 'top-up time'),
    payments: bilingual('组合支付', 'split payment'),
  },
  TEXT: {
    doesNotAddUp: bilingual(
      '销售单数据有误（金额或明细不一致）',
      'The sale does not add up (amounts or lines)',
    ),
    tooBig: bilingual('{where}{label}不能超过 {n}', '{where}{label} cannot be more than {n}'),
    tooSmall: bilingual('{where}{label}不能小于 {n}', '{where}{label} cannot be less than {n}'),
    invalid: bilingual('{where}{label}无效', '{where}{label} is not valid'),
    lineDiscount: bilingual(
      '{where}行优惠不能超过该行金额（单价 × 数量）',
      '{where}the line discount cannot be more than the line (unit price × quantity)',
    ),
    memberDiscount: bilingual(
      '只有会员的销售单才能按会员折扣计算',
      'Only a sale to a member can apply a member discount',
    ),
    line: bilingual('第{n}行「{name}」', 'Line {n} ({name}): '),
  },
} satisfies TextTree

/** The words of sale-review.ts. */
export const saleReviewWords = {
  REVIEW_REASONS: {
    sold_at_old: bilingual('销售时间早于离线时限', 'Sale time before the offline window'),
    sold_at_future: bilingual('销售时间晚于服务器时间', 'Sale time ahead of the server clock'),
    stale_price: bilingual('按过期价目表收款', 'Charged from an expired price list'),
  },
} satisfies TextTree

/** The words of service-items.resource.ts. */
export const serviceItemsWords = {
  serviceItems: {
    title: bilingual('服务项目', 'Service items'),
    fields: {
      name: bilingual('项目名称', 'Name'),
      category: bilingual('分类', 'Category'),
      code: bilingual('编码', 'Code'),
      barcode: bilingual('条码', 'Barcode'),
      price: bilingual('价格', 'Price'),
      shop: bilingual('门店', 'Shop'),
      commission_rate: bilingual('提成比例(%)', 'Commission (%)'),
      price_version: bilingual('价目表版本', 'Price-list version'),
    },
    active: {
      status: bilingual('在售', 'On sale'),
    },
    disabled: {
      status: bilingual('停售', 'Off sale'),
    },
  },
} satisfies TextTree

/** The words of shift.commands.ts. */
export const shiftCommandsWords = {
  labels: {
    id: bilingual('班次', 'Shift'),
    till: bilingual('收银台', 'Till'),
    float: bilingual('备用金', 'Float'),
    shift_id: bilingual('班次', 'Shift'),
    direction: bilingual('存取', 'In or out'),
    amount: bilingual('金额', 'Amount'),
    reason: bilingual('原因', 'Reason'),
    counted: bilingual('实点现金', 'Counted cash'),
    expected: bilingual('应有现金', 'Expected cash'),
    note: bilingual('结班说明', 'Closing note'),
    at: bilingual('时间', 'Time'),
  },
} satisfies TextTree

/** The words of shifts.resource.ts. */
export const shiftsWords = {
  shifts: {
    title: bilingual('收银班次', 'Shifts'),
    fields: {
      till: bilingual('收银台', 'Till'),
      cashier: bilingual('收银员', 'Cashier'),
      cashiers: bilingual('当班收银员', 'Cashiers'),
      cashier_ids: bilingual('收银员编号', 'Cashier ids'),
      handovers: bilingual('交接记录', 'Handovers'),
      closed_by: bilingual('结班人', 'Closed by'),
      late_count: bilingual('结班后到达', 'Arrived late'),
      late_total: bilingual('结班后到达金额', 'Late total'),
      shop_id: bilingual('门店', 'Shop'),
      float: bilingual('备用金', 'Float'),
      expected: bilingual('应有现金', 'Expected cash'),
      counted: bilingual('实点现金', 'Counted cash'),
      difference: bilingual('差额', 'Difference'),
      close_note: bilingual('结班说明', 'Closing note'),
      approved_by: bilingual('店长授权', 'Approved by'),
    },
    open: {
      status: bilingual('当班', 'Open'),
    },
    closed: {
      status: bilingual('已结班', 'Closed'),
    },
  },
  cashMoves: {
    title: bilingual('钱箱存取', 'Cash in and out'),
    fields: {
      shift_id: bilingual('班次', 'Shift'),
      direction: bilingual('存取', 'In or out'),
      amount: bilingual('金额', 'Amount'),
      reason: bilingual('原因', 'Reason'),
      cashier: bilingual('收银员', 'Cashier'),
      approved_by: bilingual('店长授权', 'Approved by'),
    },
    options: {
      direction: {
        in: bilingual('存入', 'Cash in'),
        out: bilingual('取出', 'Cash out'),
      },
    },
  },
} satisfies TextTree

/** The words of shop.commands.ts. */
export const shopCommandsWords = {
  memberCheckout: {
    fallback: {
      label: bilingual('改为现金收款', 'Charge as cash'),
    },
  },
} satisfies TextTree

/** The words of technicians.resource.ts. */
export const techniciansWords = {
  technicians: {
    title: bilingual('技师', 'Technicians'),
    fields: {
      name: bilingual('姓名', 'Name'),
      shop_id: bilingual('门店', 'Shop'),
    },
  },
} satisfies TextTree

/** The words of till.commands.ts. */
export const tillCommandsWords = {
  labels: {
    at: bilingual('时间', 'Time'),
  },
} satisfies TextTree

/** The words of till/till-keys.ts. */
export const tillKeysWords = {
  choose: bilingual('选择', 'choose'),
  add: bilingual('加入', 'add'),
  checkout: bilingual('结账', 'checkout'),
  payMethod: bilingual('支付方式', 'payment method'),
  split: bilingual('组合支付', 'split payment'),
  pay: bilingual('收款', 'pay'),
  nextSale: bilingual('下一单', 'next sale'),
  findSale: bilingual('查找小票 / 退款', 'find a sale / refund'),
  cashMove: bilingual('存取现金', 'cash in / out'),
  shift: bilingual('开班 / 结班', 'open / close the shift'),
} satisfies TextTree

/** The words of tills.resource.ts. */
export const tillsWords = {
  tills: {
    title: bilingual('收银台', 'Tills'),
    fields: {
      code: bilingual('收银台编号', 'Till code'),
      name: bilingual('收银台名称', 'Till name'),
      device: bilingual('设备', 'Device'),
      adopted_by: bilingual('登记人', 'Adopted by'),
      last_receipt_no: bilingual('最后小票号', 'Last receipt'),
      shop_id: bilingual('门店', 'Shop'),
    },
  },
} satisfies TextTree
