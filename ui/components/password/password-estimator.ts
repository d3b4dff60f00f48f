import {
  estimatePassword,
  passwordDictionary,
  type PasswordEstimate,
} from '@airdeck/api-types/password-policy'

/**
 * The server's password estimator in the browser: zxcvbn-ts with the rules, words and threshold of
 * api-types/password-policy.ts, which the server uses too, so the meter refuses what the server refuses and says
 * why. Loaded on demand (its dictionaries are a separate chunk), and offline: nothing leaves the browser.
 */
export {
  personalInputs,
  type PasswordEstimate,
  type WeakPasswordReason,
} from '@airdeck/api-types/password-policy'

export type PasswordEstimator = (password: string, userInputs?: string[]) => PasswordEstimate

let loading: Promise<PasswordEstimator> | null = null

export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: passwordDictionary(common.dictionary, english.dictionary),
      graphs: common.adjacencyGraphs,
    })
    return (password, userInputs = []) => estimatePassword(zxcvbn, password, userInputs)
  })
  return loading
}
