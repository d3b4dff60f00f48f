export function installWebAppBuild(
  staging: string,
  target: string,
  afterEachChange?: (file: string) => Promise<void>
): Promise<void>
