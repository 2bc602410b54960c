// The words the approvals module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of approvals.resource.ts. */
export const approvalsWords = {
  template: {
    label: bilingual('审批类型', 'Type'),
  },
  sops: {
    title: bilingual('审批单', 'Approvals'),
    fields: {
      code: bilingual('单号', 'Number'),
      title: bilingual('标题', 'Title'),
      applicant_id: bilingual('申请人编号', 'Applicant id'),
      applicant_name: bilingual('申请人', 'Applicant'),
      project_id: bilingual('项目', 'Project'),
      project_name: bilingual('项目', 'Project'),
      amount: bilingual('金额', 'Amount'),
      content: bilingual('内容', 'Content'),
      step: bilingual('当前步骤', 'Current step'),
      steps: bilingual('审批步骤', 'Steps'),
      copy_to: bilingual('抄送', 'Copied to'),
      filed_at: bilingual('提交时间', 'Filed at'),
      received_at: bilingual('服务器接收时间', 'Received at'),
    },
  },
  sopResults: {
    title: bilingual('审批记录', 'Approval records'),
    fields: {
      sop_id: bilingual('审批单', 'Approval'),
      sop_code: bilingual('单号', 'Number'),
      step: bilingual('步骤', 'Step'),
      approver_id: bilingual('操作人编号', 'User id'),
      approver_name: bilingual('操作人', 'By'),
      decision: bilingual('操作', 'Action'),
      comment: bilingual('意见', 'Comment'),
      client_time: bilingual('操作时间（设备）', 'Decided at (device)'),
      server_time: bilingual('服务器时间', 'Received at (server)'),
    },
  },
  sopFlows: {
    title: bilingual('审批流程管理', 'Approval flows'),
    fields: {
      name: bilingual('流程名称', 'Flow name'),
      steps: bilingual('审批步骤', 'Steps'),
      copy_to: bilingual('抄送', 'Copied to'),
      enabled: bilingual('启用', 'Enabled'),
    },
  },
  PUNCH_SLOTS: {
    in: bilingual('上班卡', 'Clock-in'),
    out: bilingual('下班卡', 'Clock-out'),
  },
  staffBuka: {
    title: bilingual('考勤补卡', 'Make-up punch'),
    fields: {
      applicant_id: bilingual('申请人编号', 'Applicant id'),
      applicant_name: bilingual('申请人', 'Applicant'),
      date: bilingual('补卡日期', 'Date'),
      time: bilingual('补卡时间', 'Time'),
      slot: bilingual('类型', 'Punch'),
      reason: bilingual('补卡原因', 'Reason'),
      filed_at: bilingual('提交时间', 'Filed at'),
    },
  },
  sopReads: {
    title: bilingual('审批结果已读', 'Results read'),
    fields: {
      sop_id: bilingual('审批单', 'Approval'),
      user_id: bilingual('读者编号', 'Reader id'),
      read_at: bilingual('阅读时间', 'Read at'),
    },
  },
} satisfies TextTree

/** The words of colleagues.resource.ts. */
export const colleaguesWords = {
  colleagues: {
    title: bilingual('同事', 'Colleagues'),
    fields: {
      name: bilingual('姓名', 'Name'),
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const approvalsModuleWords = {
  approvalsModule: {
    group: {
      title: bilingual('审批', 'Approvals'),
    },
    routes: {
      '/expe/expehome': {
        title: bilingual('协同审批平台', 'Approval platform'),
      },
      '/expe/soplist': {
        title: bilingual('审批流程确认', 'Flow confirmation'),
      },
      '/expe/staff_buka_sp': {
        title: bilingual('补卡审批', 'Make-up punch approval'),
      },
    },
  },
} satisfies TextTree

/** The words of sop-document.ts. */
export const sopDocumentWords = {
  TEXT: {
    title: bilingual('请输入标题', 'Enter a title'),
    titleLong: bilingual('标题不能超过120个字符', 'The title cannot be longer than 120 characters'),
    project: bilingual('请选择项目', 'Choose the project'),
    amount: bilingual('金额须为不小于0的数字', 'The amount must be at least 0'),
    template: bilingual('审批类型无效', 'Unknown approval type'),
  },
} satisfies TextTree

/** The words of sop-rules.ts. */
export const sopRulesWords = {
  MSG: {
    commentNeeded: bilingual('驳回时请填写审批意见', 'Please give a comment when rejecting'),
    commentTooLong: bilingual(
      '审批意见不能超过500个字符',
      'The comment cannot be longer than 500 characters',
    ),
    invalid: bilingual('审批数据有误', 'The approval data is invalid'),
    decidedHere: bilingual('该步骤已经审批过了', 'This step has already been decided'),
    punchDate: bilingual('请选择补卡日期', 'Choose the date'),
    punchTime: bilingual('请输入正确的补卡时间（时:分）', 'Enter the time as HH:mm'),
    punchReason: bilingual('请填写补卡原因', 'Please give the reason'),
    punchReasonLong: bilingual(
      '补卡原因不能超过200个字符',
      'The reason cannot be longer than 200 characters',
    ),
    punchFuture: bilingual(
      '补卡时间 {at} 晚于{clock}当前时间 {now}，不能提前补卡',
      'The punch time {at} is later than the {clock} time {now}: a punch cannot be made up in advance',
    ),
    punchTooOld: bilingual(
      '只能补{days}天内的卡（{clock}当前时间 {now}）',
      'Only punches of the last {days} days can be made up ({clock} time {now})',
    ),
    notApplicant: bilingual(
      '只有申请人本人可以撤回或删除该审批',
      'Only the applicant may withdraw or delete this approval',
    ),
    notDeletable: bilingual(
      '审批中或已通过的单据不能删除',
      'A pending or approved request cannot be deleted',
    ),
    deleteWord: bilingual('删除审批', 'Delete approval'),
    readWord: bilingual('已读审批结果', 'Read the result of'),
    serverClock: bilingual('服务器', 'server'),
    deviceClock: bilingual('本机', "device's"),
  },
  sopLabels: {
    id: bilingual('编号', 'ID'),
    sop_id: bilingual('审批单', 'Approval'),
    step: bilingual('审批步骤', 'Step'),
    decision: bilingual('审批结果', 'Decision'),
    comment: bilingual('审批意见', 'Comment'),
    date: bilingual('补卡日期', 'Date'),
    time: bilingual('补卡时间', 'Time'),
    slot: bilingual('上下班', 'In or out'),
    reason: bilingual('补卡原因', 'Reason'),
    template: bilingual('审批类型', 'Approval type'),
    title: bilingual('标题', 'Title'),
    project_id: bilingual('项目', 'Project'),
    project_name: bilingual('项目名称', 'Project name'),
    amount: bilingual('金额', 'Amount'),
    content: bilingual('单据内容', 'Document'),
  },
} satisfies TextTree

/** The words of sop-templates.ts. */
export const sopTemplatesWords = {
  matter: {
    label: bilingual('事项', 'Matter'),
  },
  reason: {
    label: bilingual('事由', 'Reason'),
  },
  SOP_TEMPLATES: {
    expecont: {
      title: bilingual('合同审批', 'Contract approval'),
      fields: {
        party: bilingual('合同相对方', 'Counterparty'),
        sign_date: bilingual('签订日期', 'Signing date'),
      },
    },
    pcon_yushen: {
      title: bilingual('分包采购合同预审', 'Subcontract pre-review'),
      fields: {
        supplier: bilingual('分包/供应商', 'Subcontractor or supplier'),
        scope: bilingual('分包范围', 'Scope'),
      },
    },
    expeproj: {
      title: bilingual('项目审批', 'Project approval'),
      start: {
        kind: bilingual('开工申请', 'Start of works'),
      },
      change: {
        kind: bilingual('设计变更', 'Design change'),
      },
      finish: {
        kind: bilingual('竣工验收', 'Completion'),
      },
    },
    expecost: {
      title: bilingual('成本审批', 'Cost approval'),
      fields: {
        category: bilingual('成本类别', 'Cost category'),
      },
      options: {
        category: {
          labour: bilingual('人工费', 'Labour'),
          material: bilingual('材料费', 'Materials'),
          machine: bilingual('机械费', 'Machinery'),
          other: bilingual('其他', 'Other'),
        },
      },
    },
    expesrm: {
      title: bilingual('采购审批', 'Procurement approval'),
      fields: {
        goods: bilingual('采购物品', 'Goods'),
        quantity: bilingual('数量', 'Quantity'),
        supplier: bilingual('供应商', 'Supplier'),
      },
    },
    expefina: {
      title: bilingual('财务费用审批', 'Expense approval'),
      fields: {
        category: bilingual('费用类别', 'Expense type'),
      },
      options: {
        category: {
          travel: bilingual('差旅费', 'Travel'),
          meal: bilingual('招待费', 'Hospitality'),
          office: bilingual('办公费', 'Office supplies'),
          other: bilingual('其他', 'Other'),
        },
      },
    },
    expeoffice: {
      title: bilingual('行政审批', 'Administrative approval'),
      seal: {
        kind: bilingual('用印申请', 'Use of seal'),
      },
      car: {
        kind: bilingual('用车申请', 'Company car'),
      },
      goods: {
        kind: bilingual('物品领用', 'Supplies'),
      },
    },
    expestaff: {
      title: bilingual('人事审批', 'HR approval'),
      leave: {
        kind: bilingual('请假', 'Leave'),
      },
      regular: {
        kind: bilingual('转正', 'Confirmation'),
      },
      resign: {
        kind: bilingual('离职', 'Resignation'),
      },
      fields: {
        start_date: bilingual('开始日期', 'From'),
        end_date: bilingual('结束日期', 'To'),
      },
    },
    staff_buka: {
      title: bilingual('考勤补卡', 'Make-up punch'),
    },
  },
} satisfies TextTree

/** How sop-rules.ts names a flow's step: its role, an added step, who decides it. */
export const stepWords = {
  projectPost: bilingual('{post}（本项目）', '{post} (project)'),
  ownDepartment: bilingual('本部门', "filer's department"),
  added: bilingual('加签{approvers}', 'Added approver{approvers}'),
  approvers: bilingual('（{names}）', ' ({names})'),
} satisfies TextTree
