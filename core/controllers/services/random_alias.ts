import { randomInt } from 'node:crypto'

const ADJECTIVES = [
  'amber',
  'brisk',
  'calm',
  'daring',
  'eager',
  'fuzzy',
  'gentle',
  'hazy',
  'icy',
  'jolly',
  'keen',
  'lucky',
  'mellow',
  'nimble',
  'olive',
  'proud',
  'quiet',
  'rapid',
  'sunny',
  'tidy',
  'vivid',
  'witty',
]
const NOUNS = [
  'antenna',
  'beacon',
  'cable',
  'dish',
  'falcon',
  'harbor',
  'island',
  'lantern',
  'meadow',
  'otter',
  'pylon',
  'river',
  'signal',
  'tower',
  'valley',
  'willow',
]

/** The alias a controller gets when the admin leaves it empty (spec §3), e.g. "brisk-beacon-42". */
export function randomAlias() {
  const pick = (words: string[]) => words[randomInt(words.length)]
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}-${String(randomInt(100)).padStart(2, '0')}`
}
