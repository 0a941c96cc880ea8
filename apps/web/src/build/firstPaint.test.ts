import { afterEach, describe, expect, it } from 'vitest';
import { resolveTokens } from '../../../../packages/ui/src/theme/resolveTokens';
import { lightSeed } from '../../../../packages/ui/src/themes/light/seed';
import { FRAME_COLOURS_KEY } from '../platform/branding/frameKeys';
import { FRAME_SCRIPT, firstPaintCss } from './firstPaint';

const light = resolveTokens(lightSeed);
if (!light.ok) throw new Error('light theme');

function runFrameScript() {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = light.ok ? light.tokens.background.body : '';
  document.head.append(meta);
  new Function(FRAME_SCRIPT)();
  return meta;
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('the first-paint frame', () => {
  it("paints in the light theme's colours unless the frame script sets the saved ones", () => {
    const css = firstPaintCss(light.tokens);
    expect(css).toContain(`background:var(--boot-body,${light.tokens.background.body})`);
    expect(css).toContain(`var(--boot-border,${light.tokens.border.neutral})`);
  });

  it("applies the colours the app saved for the operator's dark theme before the first paint", () => {
    localStorage.setItem(
      FRAME_COLOURS_KEY,
      JSON.stringify({ body: '#0f1115', skeleton: '#3b3d41', border: '#515357', scheme: 'dark' }),
    );
    const meta = runFrameScript();
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--boot-body')).toBe('#0f1115');
    expect(root.style.getPropertyValue('--boot-skeleton')).toBe('#3b3d41');
    expect(root.style.colorScheme).toBe('dark');
    expect(meta.content).toBe('#0f1115');
    expect(root.dataset.frame).toBe('desktop');
  });

  it('ignores saved values that are not hex colours, and unreadable storage', () => {
    localStorage.setItem(
      FRAME_COLOURS_KEY,
      JSON.stringify({ body: 'url(https://x.test/a.png)', skeleton: '#000', border: '#000' }),
    );
    runFrameScript();
    expect(document.documentElement.style.getPropertyValue('--boot-body')).toBe('');
    localStorage.setItem(FRAME_COLOURS_KEY, '{not json');
    expect(() => runFrameScript()).not.toThrow();
  });
});
