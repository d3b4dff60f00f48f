import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import {
  estimatePassword,
  passwordDictionary,
  type WeakPasswordReason,
} from '#api-types/password-policy'

export { personalInputs, type WeakPasswordReason } from '#api-types/password-policy'

let estimator: Promise<ZxcvbnFactory> | null = null

/**
 * Imported and built on first use, then shared: the word lists alone hold 12 MB of every process's heap and ranking
 * them another 15 MB, while only the few requests that set a password need them (docs/benchmarks.md, "Where the
 * memory goes").
 */
function zxcvbn() {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, commonPackage, englishPackage] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ])
    return new ZxcvbnFactory({
      dictionary: passwordDictionary(commonPackage.dictionary, englishPackage.dictionary),
      graphs: commonPackage.adjacencyGraphs,
    })
  })()
  estimator.catch(() => (estimator = null))
  return estimator
}

/**
 * Why a password is too guessable, or null when it is not: the rules shared with the web app's strength meter
 * (api-types/password-policy.ts), with the server's own copy of the estimator.
 */
export async function weakPasswordReason(
  password: string,
  userInputs: string[] = []
): Promise<WeakPasswordReason | null> {
  return estimatePassword(await zxcvbn(), password, userInputs).reason
}
