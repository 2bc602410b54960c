// The words the projects module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of contracts.resource.ts. */
export const contractsWords = {
  contractStatus: {
    draft: bilingual('草拟', 'Draft'),
    signed: bilingual('已签订', 'Signed'),
    settling: bilingual('结算中', 'Settling'),
    settled: bilingual('已结算', 'Settled'),
  },
  clientUnits: {
    title: bilingual('客户单位', 'Client units'),
    fields: {
      name: bilingual('单位名称', 'Name'),
    },
  },
  suppliers: {
    title: bilingual('供应商库', 'Suppliers'),
    fields: {
      name: bilingual('供应商名称', 'Supplier'),
      category: bilingual('类别', 'Category'),
      account_no: bilingual('银行账号', 'Account no.'),
      rating: bilingual('评级', 'Rating'),
    },
    options: {
      category: {
        labour: bilingual('劳务分包', 'Labour'),
        specialist: bilingual('专业分包', 'Specialist subcontractor'),
        material: bilingual('材料供应', 'Materials'),
        equipment: bilingual('设备租赁', 'Equipment hire'),
      },
      rating: {
        a: bilingual('优秀', 'Excellent'),
        b: bilingual('合格', 'Qualified'),
        c: bilingual('观察', 'On watch'),
      },
    },
  },
  contractHead: {
    code: {
      label: bilingual('合同编号', 'Contract no.'),
    },
    name: {
      label: bilingual('合同名称', 'Title'),
    },
  },
  contractTerms: {
    amount: {
      label: bilingual('合同金额', 'Amount'),
    },
    signed_date: {
      label: bilingual('签订日期', 'Signed'),
    },
  },
  projectContracts: {
    title: bilingual('项目合同', 'Project contracts'),
    fields: {
      client_id: bilingual('建设单位', 'Client'),
      kind: bilingual('合同类型', 'Type'),
    },
    options: {
      kind: {
        general: bilingual('施工总承包', 'General contract'),
        specialist: bilingual('专业承包', 'Specialist contract'),
        design: bilingual('设计施工', 'Design and build'),
      },
    },
  },
  subcontracts: {
    title: bilingual('分包采购合同', 'Subcontracts'),
    fields: {
      supplier_id: bilingual('供应商', 'Supplier'),
      kind: bilingual('类型', 'Type'),
    },
    options: {
      kind: {
        labour: bilingual('劳务分包', 'Labour'),
        specialist: bilingual('专业分包', 'Specialist'),
        purchase: bilingual('材料采购', 'Purchase'),
        lease: bilingual('设备租赁', 'Lease'),
      },
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const projectsModuleWords = {
  projectsModule: {
    group: {
      title: bilingual('项目', 'Projects'),
    },
  },
} satisfies TextTree

/** The words of projects.resource.ts. */
export const projectsWords = {
  projects: {
    title: bilingual('项目立项', 'Projects'),
    fields: {
      code: bilingual('项目编号', 'Code'),
      name: bilingual('项目名称', 'Name'),
      client: bilingual('建设单位', 'Client'),
      manager: bilingual('项目经理', 'Project manager'),
      amount: bilingual('合同金额', 'Contract value'),
      start_date: bilingual('开工日期', 'Start'),
      end_date: bilingual('计划竣工', 'Planned completion'),
      address: bilingual('项目地址', 'Address'),
    },
    preparing: {
      status: bilingual('筹备中', 'Preparing'),
    },
    building: {
      status: bilingual('在建', 'Under construction'),
    },
    finished: {
      status: bilingual('已竣工', 'Completed'),
    },
    suspended: {
      status: bilingual('停工', 'Suspended'),
    },
  },
  projPosts: {
    title: bilingual('项目审批架构', 'Project approval structure'),
    fields: {
      post: bilingual('岗位', 'Post'),
      staff_id: bilingual('任职人员', 'Held by'),
    },
  },
} satisfies TextTree
