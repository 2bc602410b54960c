// The visitor pages' words (namespace 'public'): zh and en side by side.
import { moduleText } from '../../i18n/module-text.ts'
import { bilingual } from '../../resources/text.ts'

export const publicText = moduleText('public', {
  titles: {
    activity: bilingual('活动报名', 'Activity sign-up'),
    member: bilingual('会员自助登记', 'Member registration'),
    card: bilingual('会员卡绑定', 'Bind a member card'),
  },
  wechat: {
    title: bilingual('微信登录', 'WeChat sign-in'),
    noCode: bilingual('缺少微信授权码。', 'The WeChat authorisation code is missing.'),
    signingIn: bilingual('正在登录…', 'Signing in…'),
    password: bilingual('使用账号密码登录', 'Sign in with a password'),
  },
  state: {
    pending: bilingual('待发送', 'Waiting'),
    sent: bilingual('已送达', 'Received'),
    failed: bilingual('未通过', 'Refused'),
  },
  mine: {
    title: bilingual('我的提交记录', 'My submissions'),
    bindCard: bilingual('会员卡绑定', 'Bind a card'),
    empty: bilingual('本机还没有提交记录。', 'Nothing submitted from this device yet.'),
  },
  ok: {
    failed: bilingual('提交未成功', 'Not accepted'),
    done: bilingual('提交成功', 'Submitted'),
    sent: bilingual('已送达，感谢您的报名。', 'Received. Thank you.'),
    queued: bilingual(
      '已保存在本机，联网后将自动发送。',
      'Saved on this device; it will be sent when the network is back.',
    ),
    reference: bilingual('提交编号', 'Reference'),
    fix: bilingual('修改后重新提交', 'Correct and send again'),
  },
  form: {
    activity: bilingual('报名活动', 'Activity'),
    name: bilingual('姓名', 'Name'),
    code: bilingual('验证码', 'Verification code'),
    card: bilingual('会员卡号', 'Card number'),
    remark: bilingual('备注', 'Remark'),
    submit: bilingual('提交', 'Submit'),
    offline: bilingual(
      '无网络时也可提交：先保存在本机，联网后自动发送且只发送一次。',
      'Works offline: kept on this device and sent once the network is back, exactly once.',
    ),
  },
})
