// The texts of the system pages, in both languages beside the code that shows them.
import { useLanguage } from '../../i18n/use-language.ts'
import { bilingual, inLanguage } from '../../resources/text.ts'

export const systemText = {
  save: bilingual('保存', 'Save'),
  cancel: bilingual('取消', 'Cancel'),
  saved: bilingual('已保存，等待同步到服务器', 'Saved; waiting to reach the server'),
  readOnly: bilingual('只有系统管理员（900）可以修改', 'Only system administrators (900) can change this'),
  switches: bilingual('模块开关', 'Module switches'),
  switchesHint: bilingual(
    '关闭的模块对所有人隐藏菜单，服务器也拒绝其调用。',
    'A switched-off module is hidden from everyone and refused by the server.',
  ),
  systemLocked: bilingual('系统模块不能关闭', 'The system module stays on'),
  menuTitles: bilingual('菜单标题', 'Menu titles'),
  menuTitlesHint: bilingual('菜单只显示前两个字', 'Menus show the first two characters'),
  noticeHint: bilingual('同时开启审批消息提醒', 'also turns on approval notices'),
  noMenuHint: bilingual('规格未命名，暂无菜单', 'unnamed in the spec, no menu yet'),
  webTitle: bilingual('网站信息', 'Site info'),
  users: bilingual('用户账号', 'User accounts'),
  newUser: bilingual('新增账号', 'New account'),
  editUser: bilingual('编辑账号', 'Edit account'),
  search: bilingual('搜索用户名或昵称', 'Search user name or nickname'),
  username: bilingual('用户名', 'User name'),
  password: bilingual('初始密码', 'Initial password'),
  newPassword: bilingual('新密码', 'New password'),
  nickname: bilingual('昵称', 'Nickname'),
  admin: bilingual('管理员（拥有全部权限）', 'Administrator (every permission)'),
  staff: bilingual('员工档案', 'Staff file'),
  noStaff: bilingual('（未关联）', '(none)'),
  access: bilingual('权限', 'Access codes'),
  projects: bilingual('参与项目', 'Projects'),
  actions: bilingual('操作', 'Actions'),
  edit: bilingual('编辑', 'Edit'),
  resetPassword: bilingual('重置密码', 'Reset password'),
  remove: bilingual('删除', 'Delete'),
  unlockSignIn: bilingual('解除登录锁定', 'Lift sign-in lock'),
  unlockQueued: bilingual('已提交解除“{name}”的登录锁定', 'Sign-in lock of "{name}" will be lifted'),
  confirmRemove: bilingual('确定删除账号“{name}”吗？', 'Delete the account "{name}"?'),
  pending: bilingual('待同步', 'Pending'),
  failed: bilingual('同步失败', 'Failed'),
  selfRegistered: bilingual('自助注册', 'Self-registered'),
  yes: bilingual('是', 'Yes'),
  none: bilingual('无', 'None'),
  passwordQueued: bilingual('新密码已保存，等待同步', 'New password saved; waiting to reach the server'),
  icons: bilingual('图标查询', 'Icon lookup'),
  iconSearch: bilingual('搜索图标名称，如 home、user、arrow', 'Search icon names, e.g. home, user, arrow'),
  iconCount: bilingual('共 {n} 个图标，显示前 {m} 个', '{n} icons, showing the first {m}'),
  iconCopied: bilingual('已复制 {name}', 'Copied {name}'),
  iconHint: bilingual('点击图标复制类名', 'Click an icon to copy its class name'),
  registerTitle: bilingual('注册账号', 'Create an account'),
  registerHint: bilingual(
    '注册后需管理员在“用户账号”中审核通过才能登录，并由管理员授予模块权限。',
    'A new account can sign in once an administrator approves it under User accounts, which also grants its module access.',
  ),
  sendCode: bilingual('获取验证码', 'Get a code'),
  resendIn: bilingual('{s} 秒后可重发', 'Resend in {s} s'),
  codeSent: bilingual(
    '验证码已发送至 {mobile}，5 分钟内有效',
    'A code was sent to {mobile}; it is valid for 5 minutes',
  ),
  awaitingApproval: bilingual('待审核', 'Awaiting approval'),
  approve: bilingual('批准', 'Approve'),
  mobile: bilingual('手机号', 'Mobile'),
  code: bilingual('手机验证码', 'Verification code'),
  submit: bilingual('注册', 'Register'),
  submitting: bilingual('注册中…', 'Registering…'),
  registered: bilingual(
    '注册成功，管理员审核通过后即可登录',
    'Registered: you can sign in once an administrator approves the account',
  ),
  toLogin: bilingual('已有账号？去登录', 'Have an account? Sign in'),
}

/** The system texts in the page's language, with {name}-style slots filled. */
export function useSystemText() {
  const lang = useLanguage()
  return (key: keyof typeof systemText, vars: Record<string, string | number> = {}) =>
    inLanguage(systemText[key], lang).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''))
}
