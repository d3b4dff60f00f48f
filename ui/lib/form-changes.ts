type FormValue = string | number | boolean | null

interface ChangeOptions {
  /** False on a create form: every filled-in field is sent, not only what differs from the start. */
  editing: boolean
  /** On a create, also send fields that are null (rather than leaving them out). */
  keepNulls?: boolean
}

const emptyAsNull = <V>(value: V): V | null => (value === '' ? null : value)

/** What a form sends: empty inputs travel as null; on an edit only the changed fields. */
export function changedValues<V extends FormValue>(
  initial: Record<string, V>,
  values: Record<string, V>,
  { editing, keepNulls = false }: ChangeOptions
) {
  const changes: Record<string, V | null> = {}
  for (const [key, value] of Object.entries(values)) {
    const normalised = emptyAsNull(value)
    const send = editing
      ? normalised !== emptyAsNull(initial[key])
      : value !== '' && (keepNulls || normalised !== null)
    if (send) changes[key] = normalised
  }
  return changes
}
