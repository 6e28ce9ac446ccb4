/** What the results tables show of autocannon's JSON result. */
export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
}

/** The width of each column of a results table; `latency` names the percentiles shown, in order. */
export interface ResultColumns {
  label: number;
  requests: number;
  latency: Array<[percentile: keyof AutocannonResult['latency'], width: number]>;
  non2xx: number;
  errors: number;
}

/** One line of a results table: the label, then req/s, latencies in ms, non-2xx and errors. */
export function resultRow(label: string, result: AutocannonResult, columns: ResultColumns): string {
  return [
    label.padEnd(columns.label),
    result.requests.average.toFixed(0).padStart(columns.requests),
    ...columns.latency.map(([percentile, width]) => result.latency[percentile].toFixed(1).padStart(width)),
    String(result.non2xx).padStart(columns.non2xx),
    String(result.errors).padStart(columns.errors),
  ].join(' ');
}
