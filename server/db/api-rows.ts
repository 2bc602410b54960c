// A resource's rows as the API answers them and as the database stores them (shared by the
// generic resource routes, record edits and the row finder).
import type { AnyResource } from '../../src/resources/define-resource.ts'

type Row = Record<string, unknown>

/**
 * A stored row as the API answers it: declared fields, updated_at and rev (the revision an edit is
 * based on, DESIGN: Edits), booleans as booleans.
 */
export function toApiRow(r: AnyResource, stored: Row): Row {
  const out: Row = { updated_at: Number(stored.updated_at), rev: Number(stored.rev) }
  for (const [name, convert] of convertersOf(r)) out[name] = convert(stored[name])
  return out
}

type Convert = (stored: unknown) => unknown
const asIs: Convert = (v) => v
const converters = new WeakMap<AnyResource, [string, Convert][]>()

/** Worked out once per resource: a till's page of 1,000 orders ran this per row and field (bench/load.ts). */
function convertersOf(r: AnyResource): [string, Convert][] {
  let list = converters.get(r)
  if (!list) {
    list = Object.entries(r.fields).map(([name, field]) => [
      name,
      field.kind === 'bool' ? Boolean : field.kind === 'money' || field.kind === 'int' ? Number : asIs,
    ])
    converters.set(r, list)
  }
  return list
}

/** The writable columns of a saved row: read-only fields (balances, points) belong to the server's workflows. */
export function toStored(r: AnyResource, row: Row): Row {
  const out: Row = {}
  for (const [name, field] of Object.entries(r.fields)) {
    if (name === 'id' || field.readOnly) continue
    out[name] = field.kind === 'bool' ? (row[name] ? 1 : 0) : row[name]
  }
  return out
}
