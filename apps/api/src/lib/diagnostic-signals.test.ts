import { describe, expect, it } from 'vitest';
import { diagnosticSignals } from './diagnostic-signals.ts';

const noReport = { reportOnSignal: false, signal: 'SIGUSR2' };

describe('diagnosticSignals', () => {
  it('reads the heap-snapshot signal from NODE_OPTIONS and from the command line, in either spelling', () => {
    expect(diagnosticSignals([], '--max-old-space-size=256 --heapsnapshot-signal=SIGUSR2', noReport)).toEqual(
      ['SIGUSR2'],
    );
    expect(
      diagnosticSignals(['--heapsnapshot-signal', 'SIGHUP', '--enable-source-maps'], '', noReport),
    ).toEqual(['SIGHUP']);
  });

  it("adds the report's signal only when Node reports on a signal", () => {
    expect(diagnosticSignals([], '', { reportOnSignal: true, signal: 'SIGUSR2' })).toEqual(['SIGUSR2']);
    expect(diagnosticSignals(['--report-signal=SIGQUIT'], '', noReport)).toEqual([]);
  });

  it('is empty for a server started without them, so every ending signal closes it gracefully', () => {
    expect(diagnosticSignals(['--max-semi-space-size=8'], '', noReport)).toEqual([]);
  });
});
