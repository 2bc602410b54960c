// The words the system module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of dictionary.resource.ts. */
export const dictionaryWords = {
  dictionary: {
    title: bilingual('数据字典', 'Dictionary'),
    fields: {
      dict: bilingual('字典', 'Dictionary'),
      value: bilingual('取值', 'Value'),
      label_zh: bilingual('中文名称', 'Chinese label'),
      label_en: bilingual('英文名称', 'English label'),
      sort: bilingual('排序', 'Order'),
      disabled: bilingual('停用', 'Disabled'),
    },
  },
} satisfies TextTree

/** The words of menu-overrides.resource.ts. */
export const menuOverridesWords = {
  menuOverrides: {
    title: bilingual('菜单管理', 'Menus'),
    fields: {
      path: bilingual('路由', 'Path'),
      title_zh: bilingual('中文标题', 'Chinese title'),
      title_en: bilingual('英文标题', 'English title'),
      sort: bilingual('排序', 'Order'),
      hidden: bilingual('隐藏', 'Hidden'),
    },
  },
} satisfies TextTree

/** The words of recycle-bin.commands.ts. */
export const recycleBinWords = {
  restoreOf: bilingual('从回收站恢复：{name}', 'Restore from the recycle bin: {name}'),
  purgeOf: bilingual('从回收站彻底删除：{name}', 'Purge from the recycle bin: {name}'),
} satisfies TextTree

/** The words of module.ts. */
export const systemModuleWords = {
  systemModule: {
    group: {
      title: bilingual('系统', 'System'),
    },
    routes: {
      '/site/sitesettings': {
        title: bilingual('平台功能设置', 'Platform settings'),
      },
      '/site/siteaudit': {
        title: bilingual('审计日志', 'Audit log'),
      },
      '/site/siterecycle': {
        title: bilingual('回收站', 'Recycle bin'),
      },
      '/web/webset': {
        title: bilingual('网站信息', 'Site info'),
      },
      '/web/remixIcon': {
        title: bilingual('图标查询', 'Icon lookup'),
      },
    },
  },
} satisfies TextTree

/** The words of register-rules.ts. */
export const registerRulesWords = {
  registerText: {
    usernameShape: bilingual(
      '用户名为 2–40 位字母、数字、下划线或汉字',
      'A user name is 2–40 letters, digits, underscores or Chinese characters',
    ),
    codeShape: bilingual('手机验证码为 6 位数字', 'The verification code is 6 digits'),
  },
} satisfies TextTree

/** The words of roles.resource.ts. */
export const rolesWords = {
  roles: {
    title: bilingual('角色管理', 'Roles'),
    fields: {
      code: bilingual('角色标识', 'Role key'),
      name: bilingual('角色名称', 'Role name'),
      acce: bilingual('权限代码', 'Access codes'),
      permissions: bilingual('权限标识', 'Permissions'),
      remark: bilingual('备注', 'Remark'),
    },
  },
} satisfies TextTree

/** The words of scheduled-tasks.resource.ts. */
export const scheduledTasksWords = {
  scheduledTasks: {
    title: bilingual('定时任务', 'Scheduled tasks'),
    fields: {
      task: bilingual('任务', 'Task'),
      interval_minutes: bilingual('间隔（分钟）', 'Every (minutes)'),
      paused: bilingual('已暂停', 'Paused'),
      next_run_at: bilingual('下次运行', 'Next run'),
      last_run_at: bilingual('上次运行', 'Last run'),
      last_ok: bilingual('上次成功', 'Last run succeeded'),
      last_result: bilingual('上次结果', 'Last result'),
      last_duration_ms: bilingual('耗时（毫秒）', 'Duration (ms)'),
      last_error: bilingual('上次错误', 'Last error'),
    },
  },
} satisfies TextTree

/** The words of scheduled-tasks.ts. */
export const taskListWords = {
  TASKS: {
    expireMemberCards: {
      name: bilingual('会员卡到期', 'Expiring member cards'),
      about: bilingual(
        '把有效期已过的会员标记为“已过期”',
        'Marks members whose card validity has passed as expired',
      ),
    },
    overdueApprovals: {
      name: bilingual('审批超期提醒', 'Overdue approvals'),
    },
    noticeDigest: {
      name: bilingual('每日消息摘要', 'Daily notice digest'),
      about: bilingual(
        '每天一次，在消息铃中告诉每位用户有几个审批待处理、几个审批结果未读',
        'Once a day, tells each user in the notice bell how many approvals wait on them and how many results are unread',
      ),
    },
    damagedAttachments: {
      name: bilingual('附件完整性', 'Attachment integrity'),
      about: bilingual(
        '列出服务器上校验失败（磁盘损坏、断电）的附件；仍保存该文件的设备再次提交时会自动重新上传',
        'Lists attachments whose stored bytes failed their hash on the server (a failing disk, a power cut); a device that still holds a file sends it again',
      ),
      summary: bilingual('没有待重新上传的损坏附件', 'No damaged attachment waits to be sent again'),
    },
    purgeRecycleBin: {
      name: bilingual('清理回收站', 'Empty the recycle bin'),
      about: bilingual(
        '彻底删除在回收站中超过保留期（默认 30 天）的记录；它们的修改历史保留在审计日志中',
        'Purges records deleted longer ago than the retention period (30 days by default); their history stays in the audit log',
      ),
      summary: bilingual('{n} 条记录已彻底删除', '{n} records purged'),
    },
  },
} satisfies TextTree

/** The words of site-settings.ts. */
export const siteSettingsWords = {
  WEB_FIELDS: {
    company: {
      label: bilingual('公司名称', 'Company name'),
    },
    erp_title: {
      label: bilingual('平台标题', 'Platform title'),
    },
    web_slogan: {
      label: bilingual('网站标语', 'Slogan'),
    },
    web_contact: {
      label: bilingual('联系人', 'Contact person'),
    },
    web_phone: {
      label: bilingual('联系电话', 'Phone'),
    },
    web_email: {
      label: bilingual('电子邮箱', 'Email'),
    },
    web_address: {
      label: bilingual('公司地址', 'Address'),
    },
    web_icp: {
      label: bilingual('ICP备案号', 'ICP licence'),
    },
    web_keywords: {
      label: bilingual('关键词（SEO）', 'Keywords (SEO)'),
    },
    web_about: {
      label: bilingual('公司简介', 'About the company'),
    },
  },
  messages: {
    systemStaysOn: bilingual(
      '系统模块（sel900）不能关闭，否则将无人能再打开平台功能设置',
      'The system module (sel900) cannot be switched off: nobody could open the platform settings again',
    ),
    switchValue: bilingual('开关只能是 0 或 1', 'A switch is 0 or 1'),
    tooLong: bilingual('{label}不能超过{n}个字符', '{label} cannot be longer than {n} characters'),
    empty: bilingual('没有要保存的设置', 'Nothing to save'),
  },
} satisfies TextTree

/** The words of system.commands.ts. */
export const systemCommandsWords = {
  words: {
    saveSettings: bilingual('保存平台设置', 'Save platform settings'),
    noAccount: bilingual('该账号不存在或已删除', 'No such account'),
    nameTaken: bilingual('用户名“{name}”已存在', 'The user name "{name}" is already taken'),
  },
  addUser: bilingual('新增用户', 'Add user'),
  updateUser: bilingual('修改用户', 'Edit user'),
  resetUserPassword: bilingual('重置密码', 'Reset password'),
  unlockUserSignIn: bilingual('解除登录锁定', 'Unlock sign-in'),
  removeUser: bilingual('删除用户', 'Remove user'),
  membership: bilingual('授权项目', 'Grant project'),
  membership2: bilingual('取消项目授权', 'Revoke project'),
} satisfies TextTree

/** The words of user-rules.ts. */
export const userRulesWords = {
  text: {
    nicknameTooLong: bilingual('昵称不能超过40个字符', 'A nickname cannot be longer than 40 characters'),
    unknownCode: bilingual('未知的权限代码：{codes}', 'Unknown access codes: {codes}'),
    badId: bilingual('账号编号无效', 'Invalid account id'),
    badProject: bilingual('项目编号无效', 'Invalid project id'),
    badRole: bilingual('角色编号无效', 'Invalid role id'),
  },
  named: bilingual('财务·收入', 'Finance · income'),
  named2: bilingual('财务·支出', 'Finance · expense'),
  named3: bilingual('财务·账户', 'Finance · accounts'),
} satisfies TextTree

/** The words of users.resource.ts. */
export const usersWords = {
  users: {
    title: bilingual('用户账号', 'User accounts'),
    fields: {
      username: bilingual('用户名', 'User name'),
      nickname: bilingual('昵称', 'Nickname'),
      mobile: bilingual('手机号', 'Mobile'),
      admin: bilingual('管理员', 'Administrator'),
      acce: bilingual('权限', 'Access codes'),
      role_ids: bilingual('角色', 'Roles'),
      staff_ref: bilingual('员工档案', 'Staff file'),
      projects: bilingual('参与项目', 'Projects'),
      self_registered: bilingual('自助注册', 'Self-registered'),
      approved: bilingual('已审核', 'Approved'),
    },
  },
  loginRecords: {
    title: bilingual('用户操作记录', 'User activity'),
    fields: {
      su: bilingual('用户名', 'User name'),
      staff: bilingual('员工', 'Staff'),
      login_at: bilingual('登录时间', 'Signed in at'),
      user_ip: bilingual('IP 地址', 'IP address'),
      window_screen: bilingual('屏幕', 'Screen'),
      user_mac: bilingual('浏览器', 'Browser'),
      document_url: bilingual('页面', 'Page'),
      visitor_id: bilingual('访客编号', 'Visitor id'),
      created_at: bilingual('时间戳', 'Timestamp'),
    },
  },
} satisfies TextTree
