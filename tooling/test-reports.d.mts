export declare const TEST_REPORTS_DIR: string

export declare function testReportPath(name: string): string
