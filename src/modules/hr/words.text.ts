// The words the hr module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of departments.resource.ts. */
export const departmentsWords = {
  departments: {
    title: bilingual('部门管理', 'Departments'),
    fields: {
      name: bilingual('部门名称', 'Name'),
      code: bilingual('部门编码', 'Code'),
      manager: bilingual('负责人', 'Manager'),
      sort: bilingual('排序', 'Order'),
    },
    active: {
      status: bilingual('启用', 'Active'),
    },
    disabled: {
      status: bilingual('停用', 'Disabled'),
    },
  },
} satisfies TextTree

/** The words of module.ts. */
export const hrModuleWords = {
  hrModule: {
    group: {
      title: bilingual('人事', 'HR'),
    },
  },
} satisfies TextTree

/** The words of organisation.resource.ts. */
export const organisationWords = {
  activeStatus: {
    active: bilingual('启用', 'Active'),
    disabled: bilingual('停用', 'Disabled'),
  },
  companies: {
    title: bilingual('公司管理', 'Companies'),
    fields: {
      name: bilingual('公司名称', 'Company'),
      short_name: bilingual('简称', 'Short name'),
      legal_person: bilingual('法定代表人', 'Legal representative'),
      phone: bilingual('电话', 'Phone'),
    },
  },
  shops: {
    title: bilingual('门店信息', 'Shop info'),
    fields: {
      name: bilingual('门店名称', 'Shop'),
      code: bilingual('门店编码', 'Code'),
      comp_id: bilingual('所属公司', 'Company'),
      manager_id: bilingual('店长', 'Manager'),
      phone: bilingual('电话', 'Phone'),
      opened_date: bilingual('开业日期', 'Opened'),
    },
  },
  posts: {
    title: bilingual('部门岗位', 'Department posts'),
    fields: {
      depa_id: bilingual('部门', 'Department'),
      name: bilingual('岗位名称', 'Post'),
      level: bilingual('职级', 'Grade'),
      headcount: bilingual('编制人数', 'Headcount'),
      duty: bilingual('岗位职责', 'Duties'),
    },
  },
  projectPostTypes: {
    title: bilingual('项目岗位', 'Project posts'),
    fields: {
      name: bilingual('岗位名称', 'Post'),
      allowance: bilingual('岗位津贴（月）', 'Monthly allowance'),
      certificate: bilingual('持证要求', 'Certificate required'),
      sort: bilingual('排序', 'Order'),
      duty: bilingual('岗位职责', 'Duties'),
    },
  },
} satisfies TextTree

/** The words of staff.resource.ts. */
export const staffWords = {
  staff: {
    title: bilingual('员工档案', 'Staff files'),
    fields: {
      staff_no: bilingual('工号', 'Staff no.'),
      name: bilingual('姓名', 'Name'),
      gender: bilingual('性别', 'Gender'),
      mobile: bilingual('手机号', 'Mobile'),
      depa_id: bilingual('部门', 'Department'),
      post_id: bilingual('岗位', 'Post'),
      shop_id: bilingual('门店', 'Shop'),
      entry_date: bilingual('入职日期', 'Entry date'),
      salary: bilingual('基本工资', 'Base salary'),
      email: bilingual('邮箱', 'Email'),
    },
    options: {
      gender: {
        male: bilingual('男', 'Male'),
        female: bilingual('女', 'Female'),
      },
    },
    active: {
      status: bilingual('在职', 'Employed'),
    },
    probation: {
      status: bilingual('试用', 'Probation'),
    },
    left: {
      status: bilingual('离职', 'Left'),
    },
  },
} satisfies TextTree
