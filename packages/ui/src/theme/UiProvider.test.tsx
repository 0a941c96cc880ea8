import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme, darkTheme } from '../themes';
import { operatorSampleSeed } from '../themes/operatorSample/seed';
import { vars } from './contract.css';
import { reversedTrend } from './trend.css';
import { UiProvider, useUiTheme } from './UiProvider';

function Probe() {
  const info = useUiTheme();
  return (
    <output>{`${info.theme} ${info.direction} ${info.logo ?? '-'} ${info.errors.length}`}</output>
  );
}

const rootOf = (el: HTMLElement) => el.closest('[data-trend]') as HTMLElement;
const hostOf = (el: HTMLElement) => el.closest('[data-theme]') as HTMLElement;

describe('UiProvider', () => {
  it('applies the built-in theme class, standard trend and ltr by default', () => {
    render(
      <UiProvider>
        <Probe />
      </UiProvider>,
    );
    const probe = screen.getByRole('status');
    expect(probe.textContent).toContain('light ltr - 0');
    expect(hostOf(probe).className).toContain(lightTheme);
    expect(rootOf(probe).className).not.toContain(reversedTrend);
    expect(rootOf(probe).getAttribute('lang')).toBe('en-US');
  });

  it('switches to reversed trend and rtl at the root only', () => {
    render(
      <UiProvider theme="dark" reversed locale="fa-IR">
        <Probe />
      </UiProvider>,
    );
    const probe = screen.getByRole('status');
    expect(hostOf(probe).className).toContain(darkTheme);
    expect(rootOf(probe).className).toContain(reversedTrend);
    expect(rootOf(probe).getAttribute('dir')).toBe('rtl');
    expect(probe.textContent).toContain('dark rtl');
  });

  it('applies operator seeds as inline variables on the full contract', () => {
    render(
      <UiProvider operatorSeeds={operatorSampleSeed}>
        <Probe />
      </UiProvider>,
    );
    const probe = screen.getByRole('status');
    expect(probe.textContent).toContain('operator ltr /operator-logo.svg 0');
    const style = hostOf(probe).getAttribute('style') ?? '';
    const leaves = Object.values(vars).flatMap((group) => Object.values(group));
    for (const cssVar of leaves) expect(style).toContain(`${cssVar.slice(4, -1)}:`);
    expect(hostOf(probe).className).not.toContain(lightTheme);
  });

  it('falls back to the built-in theme and reports invalid operator seeds', () => {
    const onThemeError = vi.fn();
    render(
      <UiProvider
        theme="dark"
        operatorSeeds={{ brand: 'not-a-colour' }}
        onThemeError={onThemeError}
      >
        <Probe />
      </UiProvider>,
    );
    const probe = screen.getByRole('status');
    expect(probe.textContent).toContain('dark ltr - 1');
    expect(hostOf(probe).className).toContain(darkTheme);
    expect(onThemeError).toHaveBeenCalledWith([expect.objectContaining({ seed: 'brand' })]);
  });
});
