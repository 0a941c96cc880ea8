import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  CoverageRecorder,
  formatCoverage,
  generatePaths,
  replay,
  type PathModel,
} from './testing/pathCoverage';
import { sessionModel } from './session/session.model';
import { socketModel } from './socket/socket.model';
import { orderModel } from './order/order.model';

/**
 * Generated path tests for every machine (see testing/pathCoverage.ts), then the coverage report:
 * per machine, state nodes and transitions covered by these tests; anything below 100 % fails.
 */
const models: PathModel[] = [sessionModel, socketModel, orderModel];

vi.useFakeTimers();
afterAll(() => vi.useRealTimers());

const recorders = new Map<string, CoverageRecorder>();

for (const model of models) {
  const recorder = new CoverageRecorder();
  recorders.set(model.name, recorder);
  describe(`${model.name} paths`, () => {
    const paths = generatePaths(model);
    it.each(paths.map((p) => [p.description, p] as const))('%s', (_description, path) => {
      const result = replay(model, path.steps);
      expect(result.mismatch).toBeNull();
      recorder.record(result);
    });
  });
}

describe('coverage', () => {
  it('reaches every state node and takes every transition of every machine', () => {
    const lines: string[] = [];
    const gaps: string[] = [];
    for (const model of models) {
      const counts = recorders.get(model.name)!.counts(model.machine);
      lines.push(formatCoverage(model.name, counts));
      for (const s of counts.states.missing) gaps.push(`${model.name}: state ${s}`);
      for (const t of counts.transitions.missing) gaps.push(`${model.name}: transition ${t}`);
    }
    console.log(`\nMachine coverage by generated path tests\n${lines.join('\n')}\n`);
    expect(gaps).toEqual([]);
  });
});
