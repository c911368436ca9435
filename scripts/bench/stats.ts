/** The numbers `npm run bench` reports: a table on the console and the metrics of bench-results/bench.json. */

export interface Metric {
  label: string;
  unit: 'ms' | 'KiB';
  samples: number[];
  note?: string;
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length };
}

export function printTable(metrics: Metric[]) {
  const rows = metrics.map((m) => {
    const s = stats(m.samples);
    const fmt = (v: number) => (m.unit === 'KiB' ? v.toFixed(1) : Math.round(v).toString());
    return [`${m.label} (${m.unit})`, fmt(s.median), fmt(s.min), fmt(s.max), String(s.n)];
  });
  const header = ['metric', 'median', 'min', 'max', 'n'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const m of metrics) if (m.note) console.log(`  ${m.label}: ${m.note}`);
}

/** bench.json's `metrics`: keyed by label, in the table's order, every sample kept (to 0.1). */
export function metricsReport(metrics: Metric[]) {
  return Object.fromEntries(
    metrics.map((m) => {
      const round = (v: number) => Math.round(v * 10) / 10;
      const s = stats(m.samples);
      return [
        m.label,
        {
          unit: m.unit,
          median: round(s.median),
          min: round(s.min),
          max: round(s.max),
          n: s.n,
          samples: m.samples.map(round),
          note: m.note,
        },
      ];
    }),
  );
}
