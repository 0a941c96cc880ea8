/**
 * For a machine built once with the app's implementations (`createSessionMachine` and its kin): the
 * implementations are spread over setup's defaults, typed as adding nothing, so the defaults' types
 * stay the machine's; the factory types what it accepts from the built machine's `provide`.
 */
export type Nothing = Record<never, never>;

/** What a machine factory adds to its defaults (typed at the factory). */
export interface Provided {
  actors?: object;
  actions?: object;
  guards?: object;
  delays?: object;
}

/**
 * A machine factory from its build: the machine with these implementations, as the default machine's
 * `provide(implementations)` gives it, built once. `provide` builds the whole state tree again from
 * the configuration, so a machine built at module load and then provided is built twice, both times
 * on the app's start.
 */
export function builtOnce<M extends { provide: (implementations: never) => M }>(
  build: (provided?: Provided) => M,
): (implementations: Parameters<M['provide']>[0]) => M {
  return (implementations) => build(implementations as Provided);
}
