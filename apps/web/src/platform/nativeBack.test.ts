import { describe, expect, it, vi } from 'vitest';
import { createBackPressHandler } from './nativeBack';

function setup(canGoBack: boolean) {
  let now = 0;
  const deps = {
    canGoBack: () => canGoBack,
    goBack: vi.fn(),
    quit: vi.fn(),
    hintExit: vi.fn(),
    now: () => now,
  };
  return { deps, press: createBackPressHandler(deps), advance: (ms: number) => (now += ms) };
}

describe('native back button', () => {
  it('goes back while there is history, never quits', () => {
    const { deps, press } = setup(true);
    press();
    press();
    expect(deps.goBack).toHaveBeenCalledTimes(2);
    expect(deps.quit).not.toHaveBeenCalled();
  });

  it('on a first page, a second press within 1 s quits', () => {
    const { deps, press, advance } = setup(false);
    press();
    expect(deps.hintExit).toHaveBeenCalledTimes(1);
    advance(1000);
    press();
    expect(deps.quit).toHaveBeenCalledTimes(1);
  });

  it('a second press after more than 1 s only hints again', () => {
    const { deps, press, advance } = setup(false);
    press();
    advance(1001);
    press();
    expect(deps.quit).not.toHaveBeenCalled();
    expect(deps.hintExit).toHaveBeenCalledTimes(2);
  });
});
