import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import {
  loadPasswordEstimator,
  type PasswordEstimate,
  type PasswordEstimator,
} from './password-estimator'

/** The estimate of a password as the user types (null while the estimator loads or nothing is typed). */
export function usePasswordEstimate(
  password: string,
  userInputs: string[] = []
): PasswordEstimate | null {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null)
  useEffect(() => {
    let live = true
    void loadPasswordEstimator().then((loaded) => live && setEstimator(() => loaded))
    return () => {
      live = false
    }
  }, [])
  const typed = useDeferredValue(password)
  // The inputs by value, not by array identity: a caller may build the array on every render.
  const inputs = userInputs.join('\n')
  return useMemo(
    () => (estimator && typed ? estimator(typed, inputs ? inputs.split('\n') : []) : null),
    [estimator, typed, inputs]
  )
}
