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
import { withdrawalModels } from './withdrawal/withdrawal.model';
import { verificationModels } from './verification/verification.model';
import { loanModels } from './loan/loan.model';
import { timedBetModels } from './timedBet/timedBet.model';
import { noticeDialogModels } from './noticeDialog/noticeDialog.model';

/**
 * Generated path tests for every machine (see testing/pathCoverage.ts), then the coverage report:
 * per machine, state nodes and transitions covered by these tests; anything below 100 % fails.
 */
const models: PathModel[] = [
  sessionModel,
  socketModel,
  orderModel,
  ...withdrawalModels,
  ...verificationModels,
  ...loanModels,
  ...timedBetModels,
  ...noticeDialogModels,
];

vi.useFakeTimers();
afterAll(() => vi.useRealTimers());

const recorders = new Map<string, CoverageRecorder>();

// Coverage is per machine (its id); several models (inputs) of one machine add up.
for (const model of models) {
  const key = model.machine.id;
  const recorder = recorders.get(key) ?? new CoverageRecorder();
  recorders.set(key, recorder);
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
    const machines = new Map(models.map((m) => [m.machine.id, m.machine]));
    for (const [id, machine] of machines) {
      const counts = recorders.get(id)!.counts(machine);
      lines.push(formatCoverage(id, counts));
      for (const s of counts.states.missing) gaps.push(`${id}: state ${s}`);
      for (const t of counts.transitions.missing) gaps.push(`${id}: transition ${t}`);
    }
    console.log(`\nMachine coverage by generated path tests\n${lines.join('\n')}\n`);
    expect(gaps).toEqual([]);
  });
});
