/**
 * The signals Node itself answers with a diagnostic when started with the flags that ask for one:
 * `--heapsnapshot-signal=<signal>` writes a heap snapshot, `--report-on-signal` a diagnostic report
 * (on `--report-signal`, SIGUSR2 by default). The graceful close must leave them alone: it listens
 * for SIGUSR2 among others, so an operator who took a heap snapshot to see where the memory goes
 * (docs/operations.md, "Where the memory goes") got the snapshot and a stopped server.
 *
 * Node keeps no runtime record of the heap-snapshot flag, so it is read where Node reads it: the
 * command line's flags and NODE_OPTIONS. The report's setting is `process.report`'s.
 */
export function diagnosticSignals(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? '',
  report: { reportOnSignal: boolean; signal: string } = process.report,
): string[] {
  const flags = [...nodeOptions.split(/\s+/).filter(Boolean), ...execArgv];
  const signals = new Set<string>();
  flags.forEach((flag, i) => {
    if (flag.startsWith('--heapsnapshot-signal=')) signals.add(flag.slice('--heapsnapshot-signal='.length));
    else if (flag === '--heapsnapshot-signal' && flags[i + 1]) signals.add(flags[i + 1]!);
  });
  if (report.reportOnSignal) signals.add(report.signal);
  return [...signals];
}
