export declare const SEMI_SPACE_MB: number
export declare function memoryFlags(nodeOptions?: string): string[]
