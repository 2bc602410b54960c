// The server's own answer texts, in the caller's language (Accept-Language; zh by default).

const zh = {
  ok: '成功',
  noToken: '缺少令牌，请重新登录',
  badAuthHeader: '认证请求头格式错误',
  invalidToken: '令牌无效或已过期',
  refreshNeedsProof: '刷新令牌需要有效或刚过期的令牌',
  badCredentials: '用户名或密码错误',
  badCredentialsLeft: '用户名或密码错误，再错 {n} 次账号将锁定 15 分钟',
  throttled: '登录失败次数过多，请 {s} 秒后再试',
  locked: '登录失败次数过多，账号已锁定，请 {m} 分钟后再试',
  missingCredentials: '请输入用户名和密码',
  badRsaPayload: '登录数据解密失败',
  siteUnknown: '站点不存在',
  notFound: '接口不存在',
  badRequest: '请求参数错误',
  serverError: '服务器内部错误',
  loggedOut: '已退出登录',
  idempotencyKeyMissing: '写操作缺少 Idempotency-Key 请求头',
  idempotencyKeyMalformed: 'Idempotency-Key 格式错误',
  idempotencyInFlight: '相同的请求正在处理中，请稍后重试',
  idempotencyKeyReused: '同一 Idempotency-Key 已用于不同的请求内容',
  entryOwnerMismatch: '这条记录是其他账号在本设备上保存的，不能用当前账号提交',
  forbiddenModule: '没有该模块的权限',
  invalidField: '{message}',
  recordDeleted: '该记录已被删除',
  saleInvalid: '销售单数据有误（金额或明细不一致）',
  receiptExists: '该小票号已存在',
  memberMissing: '会员不存在',
  memberFrozen: '会员卡已冻结',
  balanceInsufficient: '会员余额不足（当前余额 ¥{balance}）',
  priceVersionUnknown: '价目表版本 {version} 不存在（服务器当前为 {current}），请刷新价目表后重新收款',
  saleItemUnknown: '第{n}行「{name}」不在价目表中（项目不存在或已删除）',
  linePriceDiffers:
    '第{n}行「{name}」单价 ¥{price} 与价目表 ¥{list} 不符；改价需要“门店·改价”权限，请按价目表重新收款或请有权限的同事处理',
  lineDiscountNeedsRight: '第{n}行「{name}」的行优惠 ¥{discount} 需要“门店·改价”权限',
  overrideReasonMissing: '第{n}行「{name}」改了单价或优惠，请填写改价原因',
  cardDiscountDiffers: '该会员的卡折扣为 {card}%，销售单按 {sale}% 计算，请重新查找会员后收款',
  sopMissing: '审批单不存在或您无权查看',
  sopAlreadyDecided: '该步骤已由{name}于{time}{decision}，当前状态：{status}',
  sopWithdrawn: '申请人已于{time}撤回该审批，当前状态：已撤回',
  sopFinished: '该审批已结束，当前状态：{status}',
  sopNotYourStep: '您不是该审批当前步骤（{label}）的审批人',
  sopNotApplicant: '只有申请人本人可以撤回或删除该审批',
  sopNotDeletable: '审批中或已通过的单据不能删除',
  sopExists: '该审批单号已存在',
  flowMissing: '“{template}”尚未配置审批流程，请联系管理员',
  flowStepVacant: '审批流程第{n}步（{label}）无人任职，请联系管理员',
  punchFuture: '补卡时间 {at} 晚于服务器当前时间 {now}，不能提前补卡',
  punchTooOld: '只能补{days}天内的卡（服务器当前时间 {now}）',
  punchDuplicate: '{date} 的{slot}已提交过补卡申请，不能重复提交',
  usernameTaken: '用户名“{username}”已存在',
  accountMissing: '该账号不存在或已删除',
  cannotDeleteSelf: '不能删除自己正在使用的账号',
  cannotDemoteSelf: '不能去掉自己的系统管理权限：管理员身份和 900 权限至少保留一项',
  projectMissing: '该项目不存在或已删除',
  wechatNotConfigured:
    '微信登录未配置：请在服务器配置中设置公众号 AppID 和 AppSecret（PM3_WX_APPID、PM3_WX_SECRET）',
  wechatFailed: '微信授权失败：{reason}',
  wechatUnbound: '该微信尚未绑定账号，请先用账号密码登录后绑定',
  noteMissing: '该知识笔记不存在或未公开',
  verifyCodeWrong: '请输入手机验证码（6 位数字）',
  yunTokenMissing: '请先登录云账号',
  visitorRateLimited: '提交过于频繁，请稍后再试',
} as const

export type MessageKey = keyof typeof zh

const en: Record<MessageKey, string> = {
  ok: 'OK',
  noToken: 'No token: please sign in again',
  badAuthHeader: 'The authentication header is malformed',
  invalidToken: 'The token is invalid or has expired',
  refreshNeedsProof: 'A token refresh needs a valid or recently expired token',
  badCredentials: 'Wrong user name or password',
  badCredentialsLeft: 'Wrong user name or password. {n} more failures lock the account for 15 minutes',
  throttled: 'Too many failed sign-ins: try again in {s} s',
  locked: 'Too many failed sign-ins: the account is locked, try again in {m} min',
  missingCredentials: 'Enter a user name and a password',
  badRsaPayload: 'The sign-in data could not be decrypted',
  siteUnknown: 'Unknown site',
  notFound: 'No such call',
  badRequest: 'Bad request',
  serverError: 'Internal server error',
  loggedOut: 'Signed out',
  idempotencyKeyMissing: 'A write needs an Idempotency-Key header',
  idempotencyKeyMalformed: 'The Idempotency-Key is malformed',
  idempotencyInFlight: 'The same request is still being processed: retry shortly',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  entryOwnerMismatch:
    'This record was saved on this device by another account; it cannot be sent as the current one',
  forbiddenModule: 'You have no access to this module',
  invalidField: '{message}',
  recordDeleted: 'This record has been deleted',
  saleInvalid: 'The sale does not add up (amounts or lines)',
  receiptExists: 'This receipt number already exists',
  memberMissing: 'No such member',
  memberFrozen: 'This member card is frozen',
  balanceInsufficient: 'The member balance is insufficient (balance ¥{balance})',
  priceVersionUnknown:
    'Price-list version {version} does not exist (the server is at {current}): refresh the price list and ring the sale up again',
  saleItemUnknown: 'Line {n} ({name}) is not on the price list (no such item, or it was removed)',
  linePriceDiffers:
    'Line {n} ({name}): the unit price ¥{price} differs from the price list ¥{list}; changing a price needs the "Shop · price override" right, so ring it up at the list price or ask a colleague who holds it',
  lineDiscountNeedsRight:
    'Line {n} ({name}): a line discount of ¥{discount} needs the "Shop · price override" right',
  overrideReasonMissing:
    'Line {n} ({name}) changes the unit price or gives a discount: enter the reason for the price change',
  cardDiscountDiffers:
    "This member's card gives {card}%, the sale applies {sale}%: look the member up again and ring the sale up again",
  sopMissing: 'No such approval, or you may not see it',
  sopAlreadyDecided: 'Already decided: {decision} by {name} at {time}. Current state: {status}',
  sopWithdrawn: 'The applicant withdrew this approval at {time}. Current state: withdrawn',
  sopFinished: 'This approval has ended. Current state: {status}',
  sopNotYourStep: 'You are not an approver of the current step ({label})',
  sopNotApplicant: 'Only the applicant may withdraw or delete this approval',
  sopNotDeletable: 'A pending or approved request cannot be deleted',
  sopExists: 'This approval number already exists',
  flowMissing: 'No approval flow is set up for "{template}": ask an administrator',
  flowStepVacant: 'Step {n} of the flow ({label}) has nobody in post: ask an administrator',
  punchFuture:
    'The punch time {at} is later than the server time {now}: a punch cannot be made up in advance',
  punchTooOld: 'Only punches of the last {days} days can be made up (server time {now})',
  punchDuplicate: 'A make-up {slot} for {date} has already been filed',
  usernameTaken: 'The user name "{username}" is already taken',
  accountMissing: 'No such account, or it has been deleted',
  cannotDeleteSelf: 'You cannot delete the account you are signed in with',
  cannotDemoteSelf: 'You cannot take away your own system access: keep the administrator flag or code 900',
  projectMissing: 'No such project, or it has been deleted',
  wechatNotConfigured:
    'WeChat is not configured: set the official account AppID and AppSecret in the server configuration (PM3_WX_APPID, PM3_WX_SECRET)',
  wechatFailed: 'WeChat authorisation failed: {reason}',
  wechatUnbound: 'This WeChat account is not linked to an account yet: sign in with a password first',
  noteMissing: 'This knowledge note does not exist or is not public',
  verifyCodeWrong: 'Enter the mobile verification code (6 digits)',
  yunTokenMissing: 'Please sign in to your cloud account first',
  visitorRateLimited: 'Too many submissions from this network: please try again later',
}

export type Lang = 'zh' | 'en'

export function pickLang(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh'
}

export function message(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text: string = (lang === 'en' ? en : zh)[key]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}
