export declare function isProductionBuild(env?: Record<string, string | undefined>): boolean
export declare function publicAddressProblem(
  value: string | undefined,
  options?: { required?: boolean },
): string | null
export declare function publicAddressesLine(
  app: string,
  addresses: Record<string, string | undefined>,
  optional?: string[],
): string | null
export declare function requirePublicAddresses(
  app: string,
  addresses: Record<string, string | undefined>,
  optional?: string[],
): void
