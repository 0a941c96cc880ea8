/**
 * Model-based path tests for the machines (test-only; not exported from the package).
 *
 * 1. `xstate/graph` (`getAdjacencyMap`) explores a machine purely: from every reachable snapshot it sends every event the
 *    active state nodes accept (their own descriptors: user events, `xstate.done.actor.*`,
 *    `xstate.error.actor.*`, `xstate.after.*`), with sample payloads per event type.
 * 2. Each edge of that graph gives a candidate path: the shortest path to its source snapshot plus the edge.
 * 3. Candidates are replayed, shortest first, in a real actor (fake timers, I/O stubbed) while the
 *    inspection API records every transition definition taken (eventless ones included); a path is kept
 *    when it takes a transition or enters a state node no kept path did.
 * 4. The kept paths become tests: each step must land the real actor on the snapshot the graph predicted.
 *    The tests record what they covered; the coverage report is built from those records.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  createActor,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, serializeSnapshot } from 'xstate/graph';

export interface PathModel {
  name: string;
  /** The machine with every actor stubbed to stay pending (see `pending`) and any test delays. */
  machine: AnyStateMachine;
  input?: unknown;
  /** Sample events per event type; a type without samples is sent as `{ type }`. */
  samples?: Record<string, Array<EventObject & Record<string, unknown>>>;
  /**
   * What makes two snapshots the same graph vertex (default: value and whole context). Leave out
   * context that no guard reads (counters, payload copies) to keep the graph finite.
   */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Checks that must hold in every snapshot a path visits. */
  invariant?: (snapshot: AnyMachineSnapshot) => void;
}

export interface PathStep {
  event: EventObject;
  expected: { value: StateValue; context: string };
}

export interface ModelPath {
  description: string;
  steps: PathStep[];
}

export interface CoverageCounts {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

const transitionKeys = new WeakMap<AnyTransitionDefinition, string>();

/** Every transition definition of the machine, keyed `source.id | event descriptor | index`. */
export function allTransitions(machine: AnyStateMachine): Map<string, AnyTransitionDefinition> {
  const result = new Map<string, AnyTransitionDefinition>();
  // `getStateNodes` lists the descendants only; the root's own transitions count too.
  const nodes = new Set<AnyStateNode>([
    machine.root,
    ...(getStateNodes(machine.root) as AnyStateNode[]),
  ]);
  for (const node of nodes) {
    for (const [descriptor, definitions] of node.transitions) {
      definitions.forEach((definition, index) => {
        const key = `${node.id} | ${descriptor} | ${index}`;
        transitionKeys.set(definition, key);
        result.set(key, definition);
      });
    }
    (node.always ?? []).forEach((definition, index) => {
      const key = `${node.id} | (always) | ${index}`;
      transitionKeys.set(definition, key);
      result.set(key, definition);
    });
  }
  return result;
}

/** Every state node except the root (`getStateNodes` lists descendants only). */
export function allStateIds(machine: AnyStateMachine): string[] {
  return (getStateNodes(machine.root) as AnyStateNode[]).map((node) => node.id);
}

function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);
}

const contextOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.context);

function eventsFor(model: PathModel) {
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    (ownEventDescriptors(snapshot) as string[])
      // `xstate.done.state.*` is raised by the machine itself when a child reaches its final state.
      .filter((type) => !type.startsWith('xstate.done.state.'))
      .flatMap((type) => {
        const samples = model.samples?.[type];
        if (samples) return samples;
        if (type.startsWith('xstate.error.actor.'))
          return [{ type, error: new Error('stubbed failure') }];
        return [{ type }];
      });
}

interface Replay {
  transitions: Set<string>;
  states: Set<string>;
  mismatch: string | null;
}

/** Sends the steps to a real actor, recording transitions taken and state nodes entered. */
export function replay(model: PathModel, steps: PathStep[]): Replay {
  const transitions = new Set<string>();
  const states = new Set<string>();
  const actor = createActor(model.machine, {
    input: model.input,
    inspect: (inspection) => {
      // Only the machine under test (the root), not its invoked children; the initial eventless
      // transitions are inspected while `createActor` runs, before `actor` is assigned.
      if (
        inspection.type !== '@xstate.microstep' ||
        inspection.actorRef.sessionId !== inspection.rootId
      )
        return;
      for (const t of inspection._transitions) {
        const key = transitionKeys.get(t);
        if (key) transitions.add(key);
        // A transient state (left by an eventless transition) is never a stable snapshot: taking a
        // transition out of it shows it was active.
        for (let node: AnyStateNode | undefined = t.source; node?.parent; node = node.parent)
          states.add(node.id);
      }
      for (const id of activeStateIds(inspection.snapshot as AnyMachineSnapshot)) states.add(id);
    },
  });
  actor.start();
  let mismatch: string | null = null;
  const check = () => {
    const snapshot = actor.getSnapshot();
    for (const id of activeStateIds(snapshot)) states.add(id);
    model.invariant?.(snapshot);
  };
  check();
  steps.forEach((step, i) => {
    actor.send(step.event);
    check();
    const snapshot = actor.getSnapshot();
    const got = { value: snapshot.value, context: contextOf(snapshot) };
    if (
      mismatch === null &&
      (JSON.stringify(got.value) !== JSON.stringify(step.expected.value) ||
        got.context !== step.expected.context)
    )
      mismatch = `step ${i + 1} (${step.event.type}): expected ${JSON.stringify(step.expected)}, got ${JSON.stringify(got)}`;
  });
  actor.stop();
  return { transitions, states, mismatch };
}

function describePath(steps: PathStep[]): string {
  if (steps.length === 0) return '(initial)';
  return steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ');
}

/** The snapshots a path must visit, computed purely (`initialTransition` / `transition`). */
function expectedSteps(model: PathModel, events: EventObject[]): PathStep[] {
  const logic = model.machine;
  let [snapshot] = initialTransition(logic, model.input) as [AnyMachineSnapshot, unknown];
  return events.map((event) => {
    [snapshot] = transition(logic, snapshot, event) as [AnyMachineSnapshot, unknown];
    return { event, expected: { value: snapshot.value, context: contextOf(snapshot) } };
  });
}

/** Generates the candidate paths and keeps those that add coverage (see the file comment). */
export function generatePaths(model: PathModel): ModelPath[] {
  allTransitions(model.machine);
  const serialize = model.serializeState ?? ((s: AnyMachineSnapshot) => serializeSnapshot(s));
  const options = {
    input: model.input,
    events: eventsFor(model),
    serializeState: (s: AnyMachineSnapshot) => serialize(s),
  };
  // One traversal; shortest event sequences to every vertex by breadth-first search over it.
  const adjacency = getAdjacencyMap(model.machine, options);
  const [initial] = initialTransition(model.machine, model.input) as [AnyMachineSnapshot, unknown];
  const shortest = new Map<string, EventObject[]>([[serialize(initial), []]]);
  const queue = [serialize(initial)];
  const candidates: EventObject[][] = [[]];
  while (queue.length > 0) {
    const key = queue.shift()!;
    const head = shortest.get(key)!;
    const edges = Object.values(
      adjacency[key as keyof typeof adjacency]?.transitions ?? {},
    ) as Array<{
      event: EventObject;
      state: AnyMachineSnapshot;
    }>;
    for (const { event, state } of edges) {
      const path = [...head, event];
      candidates.push(path);
      const next = serialize(state);
      if (!shortest.has(next)) {
        shortest.set(next, path);
        queue.push(next);
      }
    }
  }
  candidates.sort((a, b) => a.length - b.length);
  const seenTransitions = new Set<string>();
  const seenStates = new Set<string>();
  const kept: ModelPath[] = [];
  const totalTransitions = allTransitions(model.machine).size;
  const totalStates = allStateIds(model.machine).length;
  for (const events of candidates) {
    // Shortest first: once everything is covered, longer candidates cannot add anything.
    if (seenTransitions.size === totalTransitions && seenStates.size === totalStates) break;
    const steps = expectedSteps(model, events);
    const { transitions, states } = replay(model, steps);
    const adds =
      [...transitions].some((t) => !seenTransitions.has(t)) ||
      [...states].some((s) => !seenStates.has(s));
    if (!adds) continue;
    transitions.forEach((t) => seenTransitions.add(t));
    states.forEach((s) => seenStates.add(s));
    kept.push({ description: describePath(steps), steps });
  }
  return kept;
}

export class CoverageRecorder {
  readonly transitions = new Set<string>();
  readonly states = new Set<string>();

  record(result: Replay): void {
    result.transitions.forEach((t) => this.transitions.add(t));
    result.states.forEach((s) => this.states.add(s));
  }

  counts(machine: AnyStateMachine): CoverageCounts {
    const allT = [...allTransitions(machine).keys()];
    const allS = allStateIds(machine);
    return {
      states: {
        covered: allS.filter((s) => this.states.has(s)).length,
        total: allS.length,
        missing: allS.filter((s) => !this.states.has(s)),
      },
      transitions: {
        covered: allT.filter((t) => this.transitions.has(t)).length,
        total: allT.length,
        missing: allT.filter((t) => !this.transitions.has(t)),
      },
    };
  }
}

export function formatCoverage(name: string, counts: CoverageCounts): string {
  const pct = (c: number, t: number) => (t === 0 ? 100 : Math.floor((c / t) * 1000) / 10);
  return `${name.padEnd(22)} states ${counts.states.covered}/${counts.states.total} (${pct(counts.states.covered, counts.states.total)} %)  transitions ${counts.transitions.covered}/${counts.transitions.total} (${pct(counts.transitions.covered, counts.transitions.total)} %)`;
}
