export declare const SUPPLIED_AT_RUN_TIME: string[]
export declare function quietBuildOutput(): (line: string) => string | null
