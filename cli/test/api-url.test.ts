import { describe, expect, it } from 'vitest'
import { resolveApiUrl } from '../src/lib/api-url.js'
import { CliError } from '../src/lib/cli-error.js'

describe('resolveApiUrl', () => {
  it('takes the flag, then the environment, then the stored server, then localhost', () => {
    expect(
      resolveApiUrl({
        flag: 'http://flag.test',
        env: 'http://env.test',
        stored: 'http://stored.test',
      })
    ).toBe('http://flag.test')
    expect(resolveApiUrl({ env: 'http://env.test', stored: 'http://stored.test' })).toBe(
      'http://env.test'
    )
    expect(resolveApiUrl({ stored: 'http://stored.test' })).toBe('http://stored.test')
    expect(resolveApiUrl({})).toBe('http://localhost:3333')
  })

  it('drops trailing slashes so that stored and given URLs compare equal', () => {
    expect(resolveApiUrl({ flag: 'https://airdeck.example/' })).toBe('https://airdeck.example')
    expect(resolveApiUrl({ flag: 'https://example.com/airdeck/' })).toBe(
      'https://example.com/airdeck'
    )
  })

  it('rejects what is not an http(s) URL as a usage error', () => {
    expect(() => resolveApiUrl({ flag: 'localhost:3333' })).toThrow(CliError)
    expect(() => resolveApiUrl({ flag: 'not a url' })).toThrow(CliError)
  })
})
