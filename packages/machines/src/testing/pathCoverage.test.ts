import { describe, expect, it, vi } from 'vitest';
import { createMachine, setup } from 'xstate';
import { CoverageRecorder, formatCoverage, generatePaths, replay } from './pathCoverage';

vi.useFakeTimers();

function coverage(machine: Parameters<typeof generatePaths>[0]['machine']) {
  const model = { name: 'toy', machine };
  const recorder = new CoverageRecorder();
  for (const path of generatePaths(model)) recorder.record(replay(model, path.steps));
  return recorder.counts(machine);
}

describe('path coverage harness', () => {
  it('counts every state and transition of a fully reachable machine', () => {
    const machine = createMachine({
      id: 'toy',
      initial: 'a',
      on: { reset: '.a' },
      states: {
        a: { on: { go: 'b' } },
        b: { after: { 100: 'c' } },
        c: { always: 'd' },
        d: {},
      },
    });
    const counts = coverage(machine);
    expect(counts.states).toEqual({ covered: 4, total: 4, missing: [] });
    expect(counts.transitions).toEqual({ covered: 4, total: 4, missing: [] });
    expect(formatCoverage('toy', counts)).toContain('states 4/4 (100 %)  transitions 4/4 (100 %)');
  });

  it('reports what no path can reach', () => {
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'toy',
      initial: 'a',
      states: {
        a: { on: { go: [{ guard: 'never', target: 'b' }, { target: 'c' }] } },
        b: { on: { back: 'a' } },
        c: {},
      },
    });
    const counts = coverage(machine);
    expect(counts.states.missing).toEqual(['toy.b']);
    expect(counts.transitions.missing).toEqual(['toy.a | go | 0', 'toy.b | back | 0']);
    expect(formatCoverage('toy', counts)).toContain('states 2/3 (66.6 %)');
  });

  it('detects a real actor that leaves the predicted path', () => {
    const machine = createMachine({
      id: 'toy',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: {} },
    });
    const result = replay({ name: 'toy', machine }, [
      { event: { type: 'go' }, expected: { value: 'a', context: 'undefined' } },
    ]);
    expect(result.mismatch).toMatch(/step 1 \(go\)/);
  });
});
