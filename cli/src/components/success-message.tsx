import { Text } from 'ink'
import { printElement } from './print.js'

export function SuccessMessage({ text }: { text: string }) {
  return (
    <Text>
      <Text color="green">✔</Text> {text}
    </Text>
  )
}

export function renderSuccess(text: string, stream: NodeJS.WriteStream = process.stdout) {
  printElement(<SuccessMessage text={text} />, stream)
}
