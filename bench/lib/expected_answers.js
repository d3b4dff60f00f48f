/**
 * A benchmark measures a route only while the route answers as it should: a fast 429 or 500 is not throughput.
 * Every load run's rows pass through here; any unexpected answer is printed and makes the script exit non-zero.
 */
export function unexpectedAnswers(result) {
  return result.non2xx + result.errors + result.timeouts
}

/** Prints the rows that had unexpected answers and sets a failing exit code; returns whether all were clean. */
export function requireExpectedAnswers(rows) {
  const bad = rows.filter((row) => row.bad > 0)
  for (const row of bad)
    console.error(
      `UNEXPECTED ANSWERS: ${row.name}: ${row.bad} answers were not the expected status (or failed); its figures do not measure the route`
    )
  if (bad.length) process.exitCode = 1
  return bad.length === 0
}
