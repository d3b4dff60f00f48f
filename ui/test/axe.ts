import axe from 'axe-core'

/**
 * Serious and critical axe-core violations in the rendered document. Colour contrast needs real layout and
 * is checked in the browser journeys instead.
 */
export async function seriousViolations(container: Element = document.body) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
}
