export declare const BUILD_SOURCES: readonly string[];
export declare function buildState(
  root: string,
  stamp: string,
  sources?: readonly string[],
): 'missing' | 'stale' | 'current';
