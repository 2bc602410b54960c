// Who would decide each step of a request filed now (GET /sops/getFenSopInfo), as the sync worker
// reads it online for the filing form (issue 36). The shape of the approvals module's StepSnapshot,
// named here because data/ and sync/ know no module.

export const FLOW_APPROVERS_PATH = '/sops/getFenSopInfo'

export interface ApproverStep {
  label: string
  role?: { kind: 'depa' | 'proj'; depa_name: string; post: string }
  approver_ids: number[]
  approver_names: string[]
}
