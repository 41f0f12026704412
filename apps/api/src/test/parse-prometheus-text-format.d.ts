/** The package ships no types: what its parser answers (prom2json's shape), as the tests read it. */
declare module 'parse-prometheus-text-format' {
  export type Sample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type MetricFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  };
  /** Throws on a line the text format does not allow. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
