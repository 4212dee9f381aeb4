// The CPU benchmark's count of what V8 compiled while it measured (BENCH_JIT_TRACE=1).
import { describe, expect, it } from '@jest/globals';
import { JitTally } from './jitTrace.ts';

const compiled = (name: string, ms: [number, number, number]) =>
  `[completed compiling 0x3d4d0c3c23e1 <JSFunction ${name ? `${name} ` : ''}(sfi = 0x112c73d04719)> (target TURBOFAN) - took ${ms.join(', ')} ms]`;

describe('the JIT tally of a benchmarked server', () => {
  it('counts compiles and their time only once measuring, and deoptimizations by reason', () => {
    const jit = new JitTally();
    jit.feed(`${compiled('warm', [0.01, 5, 0.02])}\n`);
    jit.measuring = true;
    // A line may arrive in two pieces.
    const line = compiled('results', [0.015, 1.2, 0.035]);
    jit.feed(`${line.slice(0, 30)}`);
    jit.feed(`${line.slice(30)}\n${compiled('', [0, 0.5, 0.5])}\n`);
    jit.feed(
      '[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x1 <JSFunction f (sfi = 0x2)>, 0x3 <Code TURBOFAN>]\n' +
        '[marking dependent code 0x1 <Code TURBOFAN> (0x2 <SharedFunctionInfo g>) (opt id 4) for deoptimization, reason: weak objects]\n' +
        '[marking dependent code 0x1 <Code TURBOFAN> (0x2 <SharedFunctionInfo h>) (opt id 5) for deoptimization, reason: weak objects]\n',
    );
    expect(jit.compiles).toBe(2);
    expect(jit.ms).toBeCloseTo(2.25);
    expect(jit.lines('gateway', 10)).toEqual([
      '  gateway       2 functions compiled by TurboFan, 0.23 ms of compiling per query; 3 deoptimizations',
      '                most compiled: results 1, (anonymous) 1',
      '                deoptimized for: weak objects 2, wrong map 1',
    ]);
  });
});
