// The texts of the system pages, in both languages beside the code that shows them.
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage, type Text } from '../../resources/text.ts'

const t = (zh: string, en: string): Text => ({ zh, en })

export const systemText = {
  save: t('保存', 'Save'),
  cancel: t('取消', 'Cancel'),
  saved: t('已保存，等待同步到服务器', 'Saved; waiting to reach the server'),
  readOnly: t('只有系统管理员（900）可以修改', 'Only system administrators (900) can change this'),
  switches: t('模块开关', 'Module switches'),
  switchesHint: t(
    '关闭的模块对所有人隐藏菜单，服务器也拒绝其调用。',
    'A switched-off module is hidden from everyone and refused by the server.',
  ),
  systemLocked: t('系统模块不能关闭', 'The system module stays on'),
  menuTitles: t('菜单标题', 'Menu titles'),
  menuTitlesHint: t('菜单只显示前两个字', 'Menus show the first two characters'),
  noticeHint: t('同时开启审批消息提醒', 'also turns on approval notices'),
  webTitle: t('网站信息', 'Site info'),
  users: t('用户账号', 'User accounts'),
  newUser: t('新增账号', 'New account'),
  editUser: t('编辑账号', 'Edit account'),
  search: t('搜索用户名或昵称', 'Search user name or nickname'),
  username: t('用户名', 'User name'),
  password: t('初始密码', 'Initial password'),
  newPassword: t('新密码', 'New password'),
  nickname: t('昵称', 'Nickname'),
  admin: t('管理员（拥有全部权限）', 'Administrator (every permission)'),
  staff: t('员工档案', 'Staff file'),
  noStaff: t('（未关联）', '(none)'),
  access: t('权限', 'Access codes'),
  projects: t('参与项目', 'Projects'),
  actions: t('操作', 'Actions'),
  edit: t('编辑', 'Edit'),
  resetPassword: t('重置密码', 'Reset password'),
  remove: t('删除', 'Delete'),
  unlockSignIn: t('解除登录锁定', 'Lift sign-in lock'),
  unlockQueued: t('已提交解除“{name}”的登录锁定', 'Sign-in lock of "{name}" will be lifted'),
  confirmRemove: t('确定删除账号“{name}”吗？', 'Delete the account "{name}"?'),
  pending: t('待同步', 'Pending'),
  failed: t('同步失败', 'Failed'),
  selfRegistered: t('自助注册', 'Self-registered'),
  yes: t('是', 'Yes'),
  none: t('无', 'None'),
  passwordQueued: t('新密码已保存，等待同步', 'New password saved; waiting to reach the server'),
  icons: t('图标查询', 'Icon lookup'),
  iconSearch: t('搜索图标名称，如 home、user、arrow', 'Search icon names, e.g. home, user, arrow'),
  iconCount: t('共 {n} 个图标，显示前 {m} 个', '{n} icons, showing the first {m}'),
  iconCopied: t('已复制 {name}', 'Copied {name}'),
  iconHint: t('点击图标复制类名', 'Click an icon to copy its class name'),
  registerTitle: t('注册账号', 'Create an account'),
  registerHint: t(
    '注册后需管理员在“用户账号”中审核通过才能登录，并由管理员授予模块权限。',
    'A new account can sign in once an administrator approves it under User accounts, which also grants its module access.',
  ),
  sendCode: t('获取验证码', 'Get a code'),
  resendIn: t('{s} 秒后可重发', 'Resend in {s} s'),
  codeSent: t(
    '验证码已发送至 {mobile}，5 分钟内有效',
    'A code was sent to {mobile}; it is valid for 5 minutes',
  ),
  awaitingApproval: t('待审核', 'Awaiting approval'),
  approve: t('批准', 'Approve'),
  mobile: t('手机号', 'Mobile'),
  code: t('手机验证码', 'Verification code'),
  submit: t('注册', 'Register'),
  submitting: t('注册中…', 'Registering…'),
  registered: t(
    '注册成功，管理员审核通过后即可登录',
    'Registered: you can sign in once an administrator approves the account',
  ),
  toLogin: t('已有账号？去登录', 'Have an account? Sign in'),
}

/** The system texts in the page's language, with {name}-style slots filled. */
export function useSystemText() {
  const lang = useLanguage()
  return (key: keyof typeof systemText, vars: Record<string, string | number> = {}) =>
    inLanguage(systemText[key], lang).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''))
}
