export const CLAIMS_DIR: string;
export const CLAIM_LIFETIME_MS: number;
export function ephemeralStart(rangeFile?: string): number;
export function portPool(start?: number): { low: number; high: number };
export function claimPort(port: number, options?: { dir?: string; now?: number }): boolean;
export function isFree(port: number, host?: string): Promise<boolean>;
export function freePort(options?: { pool?: { low: number; high: number }; dir?: string; random?: () => number }): Promise<number>;
