export const API_ROOT: string;
export function allSpecs(): string[];
export function standaloneReason(path: string): string | undefined;
export function shardedSpecs(): string[];
export function specsOfShard(shardFile: string): string[];
export function isShard(path: string): boolean;
