import type { Reporter } from 'vitest/reporters'

export declare function testReporters(name: string): ['default', Reporter]
