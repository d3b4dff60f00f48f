export function webAppBuildIsStale(root: string): boolean
