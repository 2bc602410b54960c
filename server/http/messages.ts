// The server's own answer texts, in the caller's language (Accept-Language; zh by default).
import { listText } from '../../src/lib/intl-locale.ts'

const zh = {
  ok: '成功',
  quotedField: '“{label}”',
  grantFailedNotice: '{who} 在收银台用您的店长密码授权失败 {n} 次（最近一次 {at}）；不是您本人，请修改密码',
  noToken: '缺少令牌，请重新登录',
  badAuthHeader: '认证请求头格式错误',
  invalidToken: '令牌无效或已过期',
  refreshNeedsProof: '刷新令牌需要有效或刚过期的令牌',
  badCredentials: '用户名或密码错误',
  badCredentialsLeft: '用户名或密码错误，再错 {n} 次账号将锁定 15 分钟',
  throttled: '登录失败次数过多，请 {s} 秒后再试',
  locked: '登录失败次数过多，账号已锁定，请 {m} 分钟后再试',
  signInBudget: '此网络地址登录尝试过多，请 {s} 秒后再试',
  signInBusy: '服务器正忙于核对登录，请 {s} 秒后再试',
  grantThrottled: '店长授权失败次数过多，请 {s} 秒后再试（店长本人登录不受影响）',
  grantLocked: '店长授权失败次数过多，您的授权请求已暂停 {m} 分钟（店长本人登录不受影响）',
  missingCredentials: '请输入用户名和密码',
  badRsaPayload: '登录数据解密失败',
  siteUnknown: '站点不存在',
  notFound: '接口不存在',
  badRequest: '请求参数错误',
  serverError: '服务器内部错误',
  databaseBusy: '服务器的数据库正被其他程序占用，请 {s} 秒后重试',
  storageFull: '服务器存储空间已满，暂时无法保存，请联系管理员清理磁盘；本设备上的记录会在空间恢复后自动提交',
  serverStopping: '服务器正在重启，请稍后重试',
  loggedOut: '已退出登录',
  idempotencyKeyMissing: '写操作缺少 Idempotency-Key 请求头',
  idempotencyKeyMalformed: 'Idempotency-Key 格式错误',
  idempotencyInFlight: '相同的请求正在处理中，请稍后重试',
  idempotencyKeyReused: '同一 Idempotency-Key 已用于不同的请求内容',
  entryOwnerMismatch: '这条记录是其他账号在本设备上保存的，不能用当前账号提交',
  payloadVersionRetired:
    '这条记录由很久以前的应用版本保存（数据格式第 {version} 版），服务器已不再接受这种格式（最早第 {oldest} 版）。记录已保留：请照它重新录入一次，再丢弃它',
  payloadVersionNewer:
    '这条记录由比服务器更新的应用版本保存（数据格式第 {version} 版，服务器为第 {current} 版）。记录已保留，服务器更新后会自动再提交',
  forbiddenModule: '没有该模块的权限',
  invalidField: '{message}',
  recordDeleted: '该记录已被删除',
  recycleBinGone: '回收站中没有这条记录（可能已被彻底删除）',
  recycleBinNotDeleted: '这条记录没有被删除，不能从回收站彻底删除',
  receiptExists: '该小票号已存在',
  refundSaleMissing: '要退款的销售单不存在',
  refundTooMuch: '退款超出可退金额：该单已退 {refunded}，最多还可退 {left}',
  refundNeedsRight: '退款超过 {limit} 需要店长权限（改价与折扣）',
  refundNoMember: '该单不是会员消费，不能退回会员余额',
  refundTenderNotPaid: '该单没有用{method}支付，不能退回{method}：退款只能按原支付方式退回',
  refundTenderTooMuch: '退回{method}超出可退金额：该单最多还可退回{method} {left}',
  // Refunds by line and the limits that hold per sale and per shift (issue 34).
  refundLineUnknown: '原销售单没有第{n}行「{name}」，不能按该行退款',
  refundLineDone: '第{n}行「{name}」已经全部退过，不能再退',
  refundLineTooMuch: '第{n}行「{name}」最多还可退 {left} 件（售出 {sold} 件）',
  refundOverLines: '退款金额 {amount} 超过所退商品的实付金额 {value}',
  refundSaleLimit:
    '该单不经店长已退 {done}，再退 {amount} 将超过每单 {limit} 的限额，需要店长权限（改价与折扣）或店长授权',
  refundShiftLimit:
    '本班不经店长已退 {done}，再退 {amount} 将超过每班 {limit} 的限额，需要店长权限（改价与折扣）或店长授权',
  refundOtherTill: '这笔销售是收银台 {till} 收的，在别的收银台退款需要店长权限（改价与折扣）或店长授权',
  receiptNoTaken: '小票号 {receipt} 已用于另一笔销售，不能重复使用',
  topUpNeedsRight: '单笔充值超过 {cap} 需要店长权限（改价与折扣）或店长授权',
  unfreezeNeedsRight: '把冻结的会员卡改回正常需要店长权限（改价与折扣）或店长授权',
  cashOutTooMuch: '钱箱应有现金只有 {cash}，不能取出更多',
  cashOutShiftLimit:
    '本班不经店长已取出 {done}，再取 {amount} 将超过每班 {limit} 的限额，需要店长权限（改价与折扣）或店长授权',
  refundCashOverDrawer: '钱箱应有现金只有 {cash}，退回现金不能超过它',
  shiftAlreadyOpen: '收银台 {till} 已有当班的班次，请先结班',
  shiftNotOpen: '该班次不存在或已结班',
  tillNotRegistered: '本机还没有登记为收银台，不能开班：请店长在本机登记收银台',
  tillDeviceUnknown: '无法识别本机，不能登记收银台：请在收银页面操作',
  tillDeviceMismatch: '收银台只能在要登记的这台设备上登记或接管',
  tillCodeTaken: '收银台编号 {code} 已被“{name}”使用',
  tillDeviceTaken: '本机已登记为收银台“{name}”（{code}）',
  tillMissing: '要接管的收银台不存在',
  tillCodeMismatch: '本机登记的收银台是 {mine}，不能为收银台 {till} 开班',
  shiftMissing: '班次 {id} 不存在',
  shiftOtherTill: '这个班次属于收银台“{till}”，不是本机的班次，不能记到它上面',
  shiftNotYours: '这个班次由 {cashier} 当班：请先在本机接班',
  shiftOnTillOpen: '本机收银台的班次（{cashier} 当班）还开着：这笔要记到该班次上',
  shiftClosedAt: '这个班次已于 {at} 结班',
  shiftCloseOtherTill: '只能结本机收银台的班次；其他收银台的班次需要店长在“收银班次”中结班',
  shiftDifferenceNeedsRight: '实点现金与应有现金相差 {difference}，结班需要店长权限（改价与折扣）',
  grantNotManager: '{username} 没有店长权限（改价与折扣），不能授权',
  cardTypeNeedsRight:
    '“{card}”有售价、折扣、开卡储值或开卡积分，发这种卡需要店长权限（改价与折扣）或店长授权',
  memberRequestHandled: '该登记已被处理',
  cardNoTaken: '卡号 {card} 已属于另一位会员',
  cardNoUnknown: '没有卡号为 {card} 的会员，不能绑定',
  memberMissing: '会员不存在',
  memberFrozen: '会员卡已冻结',
  // A card with a price is sold at the till (server/shop/card-sale-route.ts).
  cardSoldAtTill: '“{card}”售价 {price}，请在收银台售卡（会员收银 → 售卡），收款计入当班',
  cardNotForSale: '“{card}”没有售价或已停用，不能作为售卡',
  cardPriceDiffers: '“{card}”现价 {price}，与收银台的 {sale} 不一致，请刷新后重试',
  memberExpired: '会员卡已于 {date} 过期，不能再用余额消费',
  balanceInsufficient: '会员余额不足（当前余额 {balance}）',
  priceVersionUnknown: '价目表版本 {version} 不存在（服务器当前为 {current}），请刷新价目表后重新收款',
  saleItemUnknown: '第{n}行「{name}」不在价目表中（项目不存在或已删除）',
  technicianUnknown: '第{n}行「{name}」的技师不在本公司员工档案中（不存在或已删除），请重新选择技师',
  linePriceDiffers:
    '第{n}行「{name}」单价 {price} 与价目表 {list} 不符；改价需要“门店·改价”权限，请按价目表重新收款或请有权限的同事处理',
  lineDiscountNeedsRight: '第{n}行「{name}」的行优惠 {discount} 需要“门店·改价”权限',
  overrideReasonMissing: '第{n}行「{name}」改了单价或优惠，请填写改价原因',
  cartDiscountNeedsRight: '整单优惠 {discount} 需要“门店·改价”权限',
  cartDiscountReasonMissing: '整单优惠需要填写改价原因',
  cardDiscountDiffers: '该会员的卡折扣为 {card}%，销售单按 {sale}% 计算，请重新查找会员后收款',
  sopMissing: '审批单不存在或您无权查看',
  attachmentMissing: '附件不存在或您无权查看',
  attachmentTooLarge: '附件不能超过{mb}MB',
  attachmentBadHeader: '上传请求缺少或写错了{field}',
  attachmentHashMismatch: '附件内容与其校验值不符，请重新选择该文件',
  attachmentNotUploaded: '附件{name}尚未上传完成，稍后自动重试',
  attachmentDamaged: '服务器上的该附件已损坏，待仍保存该文件的设备重新上传后即可查看',
  sopAlreadyDecided: '该步骤已由{name}于{time}{decision}，当前状态：{status}',
  sopWithdrawn: '申请人已于{time}撤回该审批，当前状态：已撤回',
  sopFinished: '该审批已结束，当前状态：{status}',
  sopNotYourStep: '您不是该审批当前步骤（{label}）的审批人',
  sopNotApplicant: '只有申请人本人可以撤回或删除该审批',
  sopPersonUnknown: '所选同事不是本公司可登录的账号',
  sopProjectNotYours: '您不在项目“{project}”中，不能以该项目提交审批',
  sopNotDeletable: '审批中或已通过的单据不能删除',
  sopExists: '该审批单号已存在',
  flowMissing: '“{template}”尚未配置审批流程，请联系管理员',
  flowStepVacant: '审批流程第{n}步（{label}）无人任职，请联系管理员',
  punchDuplicate: '{date} 的{slot}已提交过补卡申请，不能重复提交',
  usernameTaken: '用户名“{username}”已存在',
  accountMissing: '该账号不存在或已删除',
  cannotDeleteSelf: '不能删除自己正在使用的账号',
  cannotDemoteSelf: '不能去掉自己的系统管理权限：管理员身份和 900 权限至少保留一项',
  projectMissing: '该项目不存在或已删除',
  roleMissing: '该角色不存在或已删除',
  wechatNotConfigured:
    '微信登录未配置：请在服务器配置中设置公众号 AppID 和 AppSecret（PM3_WX_APPID、PM3_WX_SECRET）',
  wechatFailed: '微信授权失败：{reason}',
  wechatUnbound: '该微信尚未绑定账号，请先用账号密码登录后绑定',
  noteMissing: '该知识笔记不存在或未公开',
  verifyCodeWrong: '请输入手机验证码（6 位数字）',
  yunTokenMissing: '请先登录云账号',
  visitorRateLimited: '提交过于频繁，请稍后再试',
  bodyTooLarge: '提交的内容过大（上限 {kb} KB）',
  passwordTooLong: '密码不能超过 {n} 个字符',
  sessionReused: '登录凭证已在别处使用，为安全起见本次登录已失效，请重新登录',
  // Trust boundary (issue 19).
  awaitingApproval: '账号“{username}”正在等待管理员审核，审核通过后才能登录',
  usernameConfusable: '用户名“{username}”与已有用户名“{existing}”过于相似，请换一个',
  cannotDeleteLastAdmin: '不能删除最后一个管理员账号',
  cannotLinkSelf: '不能把自己的账号关联到员工档案，请由其他管理员操作',
  missingRight: '没有“{right}”权限，请联系管理员授权',
  smsNotConfigured: '短信服务未配置，暂时无法发送验证码，请联系管理员',
  smsTooSoon: '验证码已发送，请 {s} 秒后再获取',
  smsText: '【{company}】您的注册验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
  smsSignupText: '【{company}】您的活动报名验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
  smsDianregiText: '【{company}】您的会员登记验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
  smsDianbangText:
    '【{company}】您正在将本手机号绑定到会员卡，验证码是 {code}，{minutes} 分钟内有效。如非本人操作请勿告知他人。',
  verifyCodeMissing: '验证码已过期或尚未获取，请先获取验证码',
  verifyCodeMismatch: '验证码不正确，还可再试 {n} 次',
  verifyCodeUsedUp: '验证码错误次数过多，请重新获取验证码',
  idTaken: '{label}“{id}”已被使用，请换一个编号',
  notJsonObject: '请求内容须为 JSON 对象',
  badQueryParam: '查询参数“{label}”须为 {min} 到 {max} 之间的整数',
  queryTooLong: '查询参数“{label}”不能超过 {n} 个字符',
  badPath: '请求地址无效',
  queryBadCharacter: '查询参数“{label}”含有无效字符',
  badField: '{field}的取值无效',
  editConflict: '{fields}已被{who}修改，请选择保留您的修改还是对方的修改',
  removeConflict: '该记录在您删除前已被{who}修改，请确认是否仍要删除',
  someoneElse: '他人',
  historyUnknownResource: '没有名为“{resource}”的数据表',
  // Approval routing (issue 36).
  routingNeedsRight: '修改{fields}需要“{right}”权限（决定由谁审批），请联系管理员授权',
  routingOwnRecord: '不能修改自己档案的{fields}（决定由谁审批），请由其他有“{right}”权限的同事修改',
  flowStepNobody:
    '审批流程第{n}步（{label}）无人任职：没有账号关联到担任该岗位的员工，请先安排人员或修改该步骤',
} as const

export type MessageKey = keyof typeof zh

const en: Record<MessageKey, string> = {
  quotedField: '{label}',
  grantFailedNotice:
    '{who} failed {n} times to approve with your manager password on a till (last at {at}); if it was not you, change your password',
  ok: 'OK',
  noToken: 'No token: please sign in again',
  badAuthHeader: 'The authentication header is malformed',
  invalidToken: 'The token is invalid or has expired',
  refreshNeedsProof: 'A token refresh needs a valid or recently expired token',
  badCredentials: 'Wrong user name or password',
  badCredentialsLeft: 'Wrong user name or password. {n} more failures lock the account for 15 minutes',
  throttled: 'Too many failed sign-ins: try again in {s} s',
  locked: 'Too many failed sign-ins: the account is locked, try again in {m} min',
  signInBudget: 'Too many sign-in attempts from this network address: try again in {s} s',
  signInBusy: 'The server is busy checking sign-ins: try again in {s} s',
  grantThrottled:
    "Too many failed manager approvals: try again in {s} s (the manager's own sign-in is not affected)",
  grantLocked:
    "Too many failed manager approvals: your approval requests are paused for {m} min (the manager's own sign-in is not affected)",
  missingCredentials: 'Enter a user name and a password',
  badRsaPayload: 'The sign-in data could not be decrypted',
  siteUnknown: 'Unknown site',
  notFound: 'No such call',
  badRequest: 'Bad request',
  serverError: 'Internal server error',
  databaseBusy: "The server's database is locked by another program: try again in {s} s",
  storageFull:
    "The server's storage is full, so nothing can be saved: ask an administrator to free disk space; what this device queued is sent once there is room",
  serverStopping: 'The server is restarting: try again shortly',
  loggedOut: 'Signed out',
  idempotencyKeyMissing: 'A write needs an Idempotency-Key header',
  idempotencyKeyMalformed: 'The Idempotency-Key is malformed',
  idempotencyInFlight: 'The same request is still being processed: retry shortly',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  entryOwnerMismatch:
    'This record was saved on this device by another account; it cannot be sent as the current one',
  payloadVersionRetired:
    'This record was saved by a long-outdated release of the app (data format {version}); the server no longer accepts that format (the oldest it accepts is {oldest}). The record is kept: enter it once more, then discard it',
  payloadVersionNewer:
    'This record was saved by a newer release of the app than the server runs (data format {version}, the server knows {current}). The record is kept and is sent again once the server is updated',
  forbiddenModule: 'You have no access to this module',
  invalidField: '{message}',
  recordDeleted: 'This record has been deleted',
  recycleBinGone: 'The recycle bin has no such record (it may have been purged)',
  recycleBinNotDeleted: 'This record is not deleted, so it cannot be purged from the recycle bin',
  receiptExists: 'This receipt number already exists',
  refundSaleMissing: 'The sale to refund does not exist',
  refundTooMuch: 'The refund is more than is left: {refunded} already refunded, at most {left} left',
  refundNeedsRight: 'A refund above {limit} needs the shop manager’s right (price and discount overrides)',
  refundNoMember: 'This was not a member sale: it cannot go back to a member balance',
  refundTenderNotPaid:
    'This sale was not paid by {method}: it cannot be refunded by {method}; a refund goes back the way the sale was paid',
  refundTenderTooMuch:
    'Too much back by {method}: at most {left} can still go back by {method} for this sale',
  refundLineUnknown: 'The sale has no line {n} ({name}): it cannot be refunded by that line',
  refundLineDone: 'Line {n} ({name}) has already been refunded in full',
  refundLineTooMuch: 'Line {n} ({name}): at most {left} more can be refunded ({sold} sold)',
  refundOverLines: 'The refund of {amount} is more than the customer paid for the lines given back ({value})',
  refundSaleLimit:
    '{done} of this sale has already been refunded without the shop manager: {amount} more would pass the limit of {limit} per sale, so it needs the shop manager’s right (price and discount overrides) or approval',
  refundShiftLimit:
    '{done} has already been refunded in this shift without the shop manager: {amount} more would pass the limit of {limit} per shift, so it needs the shop manager’s right (price and discount overrides) or approval',
  refundOtherTill:
    'This sale was rung up on till {till}: refunding it on another till needs the shop manager’s right (price and discount overrides) or approval',
  receiptNoTaken: 'Receipt number {receipt} is already used by another sale and cannot be used again',
  topUpNeedsRight:
    'A top-up above {cap} needs the shop manager’s right (price and discount overrides) or approval',
  unfreezeNeedsRight:
    'Setting a frozen member card back to active needs the shop manager’s right (price and discount overrides) or approval',
  cashOutTooMuch: 'The drawer should hold only {cash}: no more can be taken out',
  cashOutShiftLimit:
    '{done} has already been taken out of the drawer in this shift without the shop manager: {amount} more would pass the limit of {limit} per shift, so it needs the shop manager’s right (price and discount overrides) or approval',
  refundCashOverDrawer: 'The drawer should hold only {cash}: no more cash can go back from it',
  shiftAlreadyOpen: 'Till {till} already has a shift open: close it first',
  shiftNotOpen: 'This shift does not exist or is already closed',
  tillNotRegistered:
    'This device is not registered as a till, so it cannot open a shift: ask the shop manager to register it',
  tillDeviceUnknown: 'This device cannot be identified: register the till from the till page',
  tillDeviceMismatch: 'A till can be registered or adopted only on the device itself',
  tillCodeTaken: 'Till code {code} is already used by “{name}”',
  tillDeviceTaken: 'This device is already registered as till “{name}” ({code})',
  tillMissing: 'The till to adopt does not exist',
  tillCodeMismatch: 'This device is till {mine}: it cannot open a shift for till {till}',
  shiftMissing: 'Shift {id} does not exist',
  shiftOtherTill: 'This shift belongs to till “{till}”, not to this device: nothing can be booked to it here',
  shiftNotYours: '{cashier} works this shift: take it over on this device first',
  shiftOnTillOpen: 'This till’s shift ({cashier}) is open: the sale must be booked to it',
  shiftClosedAt: 'This shift was closed at {at}',
  shiftCloseOtherTill:
    'Only this till’s shift can be closed here; the shop manager closes another till’s shift from the list of shifts',
  memberRequestHandled: 'This sign-up has already been dealt with',
  cardNoTaken: 'Card {card} already belongs to another member',
  cardNoUnknown: 'No member holds card {card}: nothing to bind',
  cardTypeNeedsRight:
    '“{card}” has a price, a discount, an initial balance or initial points: issuing it needs the shop manager’s right (price and discount overrides) or a manager’s approval',
  grantNotManager:
    '{username} does not hold the shop manager’s right (price and discount overrides) and cannot approve',
  shiftDifferenceNeedsRight:
    'The counted cash differs from the expected by {difference}: closing needs the shop manager’s right (price and discount overrides)',
  memberMissing: 'No such member',
  memberFrozen: 'This member card is frozen',
  cardSoldAtTill:
    '“{card}” costs {price}: sell it at the till (Member checkout → Sell a card), so the payment goes into the shift',
  cardNotForSale: '“{card}” has no price or is disabled: it is not sold as a card',
  cardPriceDiffers: '“{card}” now costs {price}, not {sale} as on the till: refresh and try again',
  memberExpired: 'This member card expired on {date}: its balance can no longer be spent',
  balanceInsufficient: 'The member balance is insufficient (balance {balance})',
  priceVersionUnknown:
    'Price-list version {version} does not exist (the server is at {current}): refresh the price list and ring the sale up again',
  saleItemUnknown: 'Line {n} ({name}) is not on the price list (no such item, or it was removed)',
  technicianUnknown:
    "Line {n} ({name}) names a technician who is not in the company's staff files (no such person, or removed); choose the technician again",
  linePriceDiffers:
    'Line {n} ({name}): the unit price {price} differs from the price list {list}; changing a price needs the "Shop · price override" right, so ring it up at the list price or ask a colleague who holds it',
  lineDiscountNeedsRight:
    'Line {n} ({name}): a line discount of {discount} needs the "Shop · price override" right',
  overrideReasonMissing:
    'Line {n} ({name}) changes the unit price or gives a discount: enter the reason for the price change',
  cartDiscountNeedsRight: 'A discount of {discount} off the whole sale needs the price-override right',
  cartDiscountReasonMissing: 'A discount off the whole sale needs a reason',
  cardDiscountDiffers:
    "This member's card gives {card}%, the sale applies {sale}%: look the member up again and ring the sale up again",
  sopMissing: 'No such approval, or you may not see it',
  attachmentMissing: 'No such attachment, or you may not see it',
  attachmentTooLarge: 'An attachment cannot be larger than {mb} MB',
  attachmentBadHeader: 'The upload is missing {field} or it is wrong',
  attachmentHashMismatch: "The attachment's bytes do not match its checksum: choose the file again",
  attachmentNotUploaded: 'The attachment {name} has not finished uploading; it will be retried',
  attachmentDamaged:
    'This attachment is damaged on the server; it can be opened again once a device that holds it sends it again',
  sopAlreadyDecided: 'Already decided: {decision} by {name} at {time}. Current state: {status}',
  sopWithdrawn: 'The applicant withdrew this approval at {time}. Current state: withdrawn',
  sopFinished: 'This approval has ended. Current state: {status}',
  sopNotYourStep: 'You are not an approver of the current step ({label})',
  sopNotApplicant: 'Only the applicant may withdraw or delete this approval',
  sopPersonUnknown: 'The colleague chosen is not an account of this company that can sign in',
  sopProjectNotYours: 'You do not work on the project “{project}”, so you cannot file an approval against it',
  sopNotDeletable: 'A pending or approved request cannot be deleted',
  sopExists: 'This approval number already exists',
  flowMissing: 'No approval flow is set up for "{template}": ask an administrator',
  flowStepVacant: 'Step {n} of the flow ({label}) has nobody in post: ask an administrator',
  punchDuplicate: 'A make-up {slot} for {date} has already been filed',
  usernameTaken: 'The user name "{username}" is already taken',
  accountMissing: 'No such account, or it has been deleted',
  cannotDeleteSelf: 'You cannot delete the account you are signed in with',
  cannotDemoteSelf: 'You cannot take away your own system access: keep the administrator flag or code 900',
  projectMissing: 'No such project, or it has been deleted',
  roleMissing: 'No such role, or it has been deleted',
  wechatNotConfigured:
    'WeChat is not configured: set the official account AppID and AppSecret in the server configuration (PM3_WX_APPID, PM3_WX_SECRET)',
  wechatFailed: 'WeChat authorisation failed: {reason}',
  wechatUnbound: 'This WeChat account is not linked to an account yet: sign in with a password first',
  noteMissing: 'This knowledge note does not exist or is not public',
  verifyCodeWrong: 'Enter the mobile verification code (6 digits)',
  yunTokenMissing: 'Please sign in to your cloud account first',
  visitorRateLimited: 'Too many submissions from this network: please try again later',
  bodyTooLarge: 'What was sent is too large (limit {kb} KB)',
  passwordTooLong: 'The password may be at most {n} characters',
  sessionReused: 'This sign-in was used elsewhere and has been ended for safety: please sign in again',
  awaitingApproval:
    'The account "{username}" is waiting for an administrator\'s approval: you can sign in once it is approved',
  usernameConfusable:
    'The user name "{username}" looks too much like the existing "{existing}": choose another',
  cannotDeleteLastAdmin: 'You cannot delete the last administrator account',
  cannotLinkSelf: 'You cannot link your own account to a staff file: another administrator must do it',
  missingRight: 'You do not have the right "{right}": ask an administrator to grant it',
  smsNotConfigured: 'No SMS service is configured, so no verification code can be sent: ask an administrator',
  smsTooSoon: 'A code was just sent: you can ask for another in {s} s',
  smsText:
    '[{company}] Your registration code is {code}, valid for {minutes} minutes. Ignore this if it was not you.',
  smsSignupText:
    '[{company}] Your activity sign-up code is {code}, valid for {minutes} minutes. Ignore this if it was not you.',
  smsDianregiText:
    '[{company}] Your member registration code is {code}, valid for {minutes} minutes. Ignore this if it was not you.',
  smsDianbangText:
    '[{company}] Someone is binding this mobile to a member card: the code is {code}, valid for {minutes} minutes. Do not share it if it was not you.',
  verifyCodeMissing: 'The verification code has expired or was never requested: ask for a code first',
  verifyCodeMismatch: 'Wrong verification code: {n} tries left',
  verifyCodeUsedUp: 'Too many wrong codes: ask for a new verification code',
  idTaken: '{label} "{id}" is already used: choose another number',
  notJsonObject: 'The request body must be a JSON object',
  badQueryParam: 'The query parameter "{label}" must be a whole number from {min} to {max}',
  queryTooLong: 'The query parameter "{label}" cannot be longer than {n} characters',
  badPath: 'Invalid request address',
  queryBadCharacter: 'The query parameter "{label}" contains an invalid character',
  badField: '{field} has an invalid value',
  editConflict: '{fields} changed by {who} since you opened it: choose whose change to keep',
  removeConflict: 'This record was changed by {who} before your delete: confirm whether to delete it anyway',
  someoneElse: 'someone else',
  historyUnknownResource: 'No list named "{resource}"',
  routingNeedsRight:
    'Changing {fields} needs the right "{right}" (it decides who approves): ask an administrator',
  routingOwnRecord:
    'You cannot change {fields} on your own record (it decides who approves): ask a colleague holding "{right}"',
  flowStepNobody:
    'Step {n} of the flow ({label}) has nobody in post: no account is linked to staff holding it. Assign someone first or change the step',
}

/** Both languages, for the test that every key is worded in each (tests/integration/words-home.test.ts). */
export const serverMessages = { zh, en }

export type Lang = 'zh' | 'en'

export function pickLang(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh'
}

/** Several refusals in one answer, punctuated for the language. */
export function joinMessages(lang: Lang, messages: string[]): string {
  return [...new Set(messages)].join(lang === 'en' ? '; ' : '；')
}

/** Field labels named in a refusal, quoted and listed as the language does: “手机号”、“邮箱” / Mobile, Email. */
export function fieldNames(lang: Lang, labels: readonly string[]): string {
  return listText(
    labels.map((label) => message(lang, 'quotedField', { label })),
    lang,
  )
}

export function message(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text: string = (lang === 'en' ? en : zh)[key]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}
