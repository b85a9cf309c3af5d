import type { PlaywrightTestConfig } from '@playwright/test'

export declare function e2eDefaults(
  name: string,
): Pick<PlaywrightTestConfig, 'retries' | 'timeout' | 'expect' | 'reporter'>

export declare const trace: 'off' | 'retain-on-failure'

export declare const testLaunchOptions: { executablePath: string; args: string[] }

export declare function runStateDir(name: string, prefix: string): string

export declare function runPorts<const K extends string>(name: string, names: readonly K[]): Record<K, number>
