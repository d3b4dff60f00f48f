import { test } from '@japa/runner'
import { Agent, request } from 'node:http'

/** A GET on the running test server through `agent`; resolves with the status and whether the socket was reused. */
function get(agent: Agent, path: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const outgoing = request(
      { host: process.env.HOST, port: Number(process.env.PORT), path, agent },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode!, reused: outgoing.reusedSocket })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

test.group('Kernel / keep-alive connections', () => {
  test('an idle connection outlives Node’s 5 s default: a request sent on it after 6 s is answered', async ({
    assert,
  }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      assert.equal((await get(agent, '/rest/health/live')).status, 200)
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      const again = await get(agent, '/rest/health/live')
      assert.equal(again.status, 200)
      assert.isTrue(again.reused, 'the same connection, still open on the server')
    } finally {
      agent.destroy()
    }
  }).timeout(20_000)
})
