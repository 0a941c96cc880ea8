import { describe, expect, it } from 'vitest';
import { darkSeed } from '../themes/dark/seed';
import { lightSeed } from '../themes/light/seed';
import { operatorSampleSeed } from '../themes/operatorSample/seed';
import { wireframeSeed } from '../themes/wireframe/seed';
import { contrastRatio } from './color';
import {
  AA,
  resolveOperatorTheme,
  resolveTokens,
  type ThemeSeeds,
  type ThemeTokens,
} from './resolveTokens';

const bases = { light: lightSeed, dark: darkSeed };
const withColors = (base: ThemeSeeds, colors: Partial<ThemeSeeds['colors']>): ThemeSeeds => ({
  ...base,
  colors: { ...base.colors, ...colors },
});

/** Every text pairing the components rely on, checked on the resolver's output. */
function textPairs(t: ThemeTokens): [string, string, string, number][] {
  const pages = [t.background.body, t.background.surface, t.background.surfaceRaised];
  const pairs: [string, string, string, number][] = [];
  for (const bg of pages) {
    for (const [name, fg] of Object.entries({
      neutral: t.foreground.neutral,
      secondary: t.foreground.secondary,
      link: t.foreground.link,
      brandAccent: t.foreground.brandAccent,
      critical: t.foreground.critical,
      positive: t.foreground.positive,
      caution: t.foreground.caution,
      rise: t.trend.rise,
      fall: t.trend.fall,
    })) {
      pairs.push([name, fg, bg, AA.text]);
    }
    pairs.push(['border.strong', t.border.strong, bg, AA['non-text']]);
    pairs.push(['border.focus', t.border.focus, bg, AA['non-text']]);
  }
  pairs.push(['onBrand', t.foreground.onBrand, t.background.brand, AA.text]);
  pairs.push(['onBrand hover', t.foreground.onBrand, t.background.brandHover, AA.text]);
  pairs.push(['onBrand pressed', t.foreground.onBrand, t.background.brandPressed, AA.text]);
  pairs.push(['onCritical', t.foreground.onCritical, t.background.critical, AA.text]);
  pairs.push(['critical on soft', t.foreground.critical, t.background.criticalSoft, AA.text]);
  // A price's own colour on the tint of its last move (PriceText's flash), either way.
  for (const [tint, bg] of [
    ['rise soft', t.trend.riseSoft],
    ['fall soft', t.trend.fallSoft],
  ] as const) {
    pairs.push([`rise on ${tint}`, t.trend.rise, bg, AA.text]);
    pairs.push([`fall on ${tint}`, t.trend.fall, bg, AA.text]);
    pairs.push([`flat on ${tint}`, t.trend.flat, bg, AA.text]);
    pairs.push([`neutral on ${tint}`, t.foreground.neutral, bg, AA.text]);
  }
  return pairs;
}

describe('resolveTokens', () => {
  const cases: {
    name: string;
    seeds: ThemeSeeds;
    adjusted: string[];
  }[] = [
    { name: 'built-in light', seeds: lightSeed, adjusted: [] },
    { name: 'built-in dark', seeds: darkSeed, adjusted: [] },
    { name: 'wireframe', seeds: wireframeSeed, adjusted: [] },
    {
      name: 'pale yellow brand on white (fails as text and as a fill under white text)',
      seeds: withColors(lightSeed, { brand: '#ffe14d' }),
      adjusted: ['foreground.brandAccent', 'border.brand'],
    },
    {
      name: 'light grey text on white',
      seeds: withColors(lightSeed, { text: '#b0b0b0' }),
      adjusted: ['foreground.neutral', 'foreground.secondary', 'border.strong'],
    },
    {
      name: 'pastel trend colours on white',
      seeds: withColors(lightSeed, { rise: '#7fe0a0', fall: '#ff9f9f' }),
      adjusted: ['trend.rise', 'trend.fall'],
    },
    {
      name: 'dark blue link on the dark theme',
      seeds: withColors(darkSeed, { accent: '#1a237e' }),
      adjusted: ['foreground.link', 'foreground.info', 'border.focus'],
    },
    {
      name: 'mid grey brand: hover and pressed fills move so black text stays readable',
      seeds: withColors(lightSeed, { brand: '#777777' }),
      adjusted: ['foreground.brandAccent', 'background.brandHover', 'background.brandPressed'],
    },
  ];

  it.each(cases)(
    '$name: every text pair meets AA; adjusts exactly $adjusted',
    ({ seeds, adjusted }) => {
      const result = resolveTokens(seeds);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      for (const [name, fg, bg, required] of textPairs(result.tokens)) {
        expect(contrastRatio(fg, bg), `${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(required);
      }
      const tokens = result.adjustments.map((a) => a.token);
      for (const token of adjusted) expect(tokens).toContain(token);
      if (adjusted.length === 0) expect(result.adjustments).toEqual([]);
      for (const a of result.adjustments) {
        expect(a.before).toBeLessThan(a.required);
        expect(a.after).toBeGreaterThanOrEqual(a.required);
        expect(a.to).not.toBe(a.from);
      }
    },
  );

  it('reports the ratio before and after for a failing seed', () => {
    const result = resolveTokens(withColors(lightSeed, { brand: '#ffe14d' }));
    if (!result.ok) throw new Error('expected ok');
    const brandText = result.adjustments.find((a) => a.token === 'foreground.brandAccent');
    expect(brandText).toMatchObject({ from: '#ffe14d', purpose: 'text', required: 4.5 });
    expect(brandText!.before).toBeLessThan(2);
    // Pale yellow is a fill that takes black text, unchanged.
    expect(result.tokens.background.brand).toBe('#ffe14d');
    expect(result.tokens.foreground.onBrand).toBe(lightSeed.colors.black);
  });

  it('derives radius, spacing and fonts from the seeds', () => {
    const result = resolveTokens(wireframeSeed);
    if (!result.ok) throw new Error('expected ok');
    expect(result.tokens.radius).toEqual({
      small: '0px',
      medium: '0px',
      large: '0px',
      full: '0px',
    });
    expect(result.tokens.space.medium).toBe('20px');
    expect(result.tokens.elevation.raised).toBe('none');
    expect(result.tokens.font.family).toContain('monospace');
    expect(result.tokens.trendStandard).toEqual(result.tokens.trend);
  });

  it.each([
    ['named colour', withColors(lightSeed, { brand: 'red' }), 'colors.brand'],
    ['rgb() colour', withColors(lightSeed, { body: 'rgb(0,0,0)' }), 'colors.body'],
    ['radius out of range', { ...lightSeed, radius: 400 }, 'radius'],
    ['NaN radius', { ...lightSeed, radius: Number.NaN }, 'radius'],
    [
      'CSS injection in font',
      { ...lightSeed, fontFamily: 'x; background: url(evil)' },
      'fontFamily',
    ],
    ['unknown scheme', { ...lightSeed, scheme: 'sepia' as 'light' }, 'scheme'],
  ])('rejects %s with an error naming the seed', (_label, seeds, seed) => {
    const result = resolveTokens(seeds);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.seed)).toContain(seed);
    expect(result.errors.every((e) => e.message.length > 0)).toBe(true);
  });
});

describe('resolveOperatorTheme', () => {
  it('lays the sample operator seeds over the light base and reports its adjustments', () => {
    const result = resolveOperatorTheme(operatorSampleSeed, bases);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.logo).toBe('/operator-logo.svg');
    expect(result.tokens.radius.medium).toBe('14px');
    expect(result.tokens.background.body).toBe(lightSeed.colors.body);
    expect(result.adjustments.map((a) => a.token)).toContain('foreground.brandAccent');
    for (const [name, fg, bg, required] of textPairs(result.tokens)) {
      expect(contrastRatio(fg, bg), name).toBeGreaterThanOrEqual(required);
    }
  });

  it('uses the dark base when asked', () => {
    const result = resolveOperatorTheme({ brand: '#00c2a8', scheme: 'dark' }, bases);
    if (!result.ok) throw new Error('expected ok');
    expect(result.tokens.background.body).toBe(darkSeed.colors.body);
    expect(result.tokens.foreground.link).toBe('#00c2a8');
  });

  it.each([
    ['not an object', 'blue', '(root)'],
    ['null', null, '(root)'],
    ['missing brand', { accent: '#123456' }, 'brand'],
    ['bad accent', { brand: '#123456', accent: 'hotpink' }, 'accent'],
    ['javascript: logo', { brand: '#123456', logo: 'javascript:alert(1)' }, 'logo'],
    ['unknown seed', { brand: '#123456', background: '#000' }, 'background'],
    ['bad scheme', { brand: '#123456', scheme: 'neon' }, 'scheme'],
    ['radius as text', { brand: '#123456', radius: '8px' }, 'radius'],
  ])('rejects %s', (_label, input, seed) => {
    const result = resolveOperatorTheme(input, bases);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.seed)).toContain(seed);
  });
});
