import { contrastRatio, isHexColor, luminance, mix, roundRatio, withAlpha } from './color';
import type { vars } from './contract.css';
import { isSafeImageUrl } from './imageUrl';

/** The full token set: one string per leaf of the theme contract (a missing one is a type error). */
export type ThemeTokens = {
  [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string };
};

export type ColorScheme = 'light' | 'dark';

/** The hues a theme is derived from. Only seed files write these values. */
export interface SeedColors {
  /** Page background. */
  body: string;
  /** Quiet panels (cards, inputs on body). */
  surface: string;
  /** Raised panels (sheets, popovers). */
  surfaceRaised: string;
  /** Body text. */
  text: string;
  brand: string;
  /** Links, focus rings, informational accents. */
  accent: string;
  critical: string;
  positive: string;
  caution: string;
  /** Price went up, in the standard (non-reversed) convention. */
  rise: string;
  fall: string;
  /** Shadows and scrims are derived from this colour. */
  shade: string;
  /** The light and dark ends used to pick readable text on filled colours. */
  white: string;
  black: string;
}

export interface ThemeSeeds {
  scheme: ColorScheme;
  colors: SeedColors;
  /** Base corner radius in px; small is half, large is double. */
  radius: number;
  fontFamily: string;
  fontFamilyNumeric?: string;
  /** Base spacing unit in px (default 4). */
  spaceUnit?: number;
  /** Multiplies every font size (default 1). */
  fontScale?: number;
  /** Whether raised surfaces cast shadows (default true). */
  shadows?: boolean;
}

export type ContrastPurpose = 'text' | 'non-text';

/** One change the resolver made to meet WCAG AA, reported so an operator can see why. */
export interface ContrastAdjustment {
  token: string;
  from: string;
  to: string;
  against: string;
  purpose: ContrastPurpose;
  required: number;
  before: number;
  after: number;
}

export interface SeedError {
  seed: string;
  message: string;
}

export type ResolveResult =
  | { ok: true; tokens: ThemeTokens; adjustments: ContrastAdjustment[] }
  | { ok: false; errors: SeedError[] };

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for UI components and graphics (1.4.11). */
export const AA = { text: 4.5, 'non-text': 3 } as const;

const COLOR_KEYS = [
  'body',
  'surface',
  'surfaceRaised',
  'text',
  'brand',
  'accent',
  'critical',
  'positive',
  'caution',
  'rise',
  'fall',
  'shade',
  'white',
  'black',
] as const satisfies readonly (keyof SeedColors)[];

/** Font stacks are written into CSS custom properties: allow names, quotes, commas and hyphens only. */
const FONT_STACK = /^[\p{L}\p{N} ,"'_-]{1,200}$/u;

function validate(seeds: ThemeSeeds): SeedError[] {
  const errors: SeedError[] = [];
  if (seeds.scheme !== 'light' && seeds.scheme !== 'dark') {
    errors.push({ seed: 'scheme', message: 'must be "light" or "dark"' });
  }
  for (const key of COLOR_KEYS) {
    const value: unknown = seeds.colors?.[key];
    if (!isHexColor(value)) {
      errors.push({
        seed: `colors.${key}`,
        message: `must be a hex colour like #0b57d0, got ${JSON.stringify(value)}`,
      });
    }
  }
  const numeric: [string, unknown, number, number][] = [
    ['radius', seeds.radius, 0, 32],
    ['spaceUnit', seeds.spaceUnit ?? 4, 2, 8],
    ['fontScale', seeds.fontScale ?? 1, 0.75, 1.5],
  ];
  for (const [seed, value, min, max] of numeric) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      errors.push({ seed, message: `must be a number from ${min} to ${max}` });
    }
  }
  for (const [seed, value] of [
    ['fontFamily', seeds.fontFamily],
    ['fontFamilyNumeric', seeds.fontFamilyNumeric ?? seeds.fontFamily],
  ] as const) {
    if (typeof value !== 'string' || !FONT_STACK.test(value)) {
      errors.push({
        seed,
        message: 'must be a font stack of names, quotes, commas and hyphens (max 200 characters)',
      });
    }
  }
  return errors;
}

/**
 * Seeds → the full token set, enforcing WCAG AA: every foreground that carries text keeps 4.5:1 against
 * the backgrounds it sits on, and borders, focus rings and trend colours keep 3:1 or more. A seed that
 * fails is moved towards black or white (whichever side has room) just far enough, and the move is
 * reported. Invalid seeds return errors, never partial tokens.
 */
export function resolveTokens(seeds: ThemeSeeds): ResolveResult {
  const errors = validate(seeds);
  if (errors.length > 0) return { ok: false, errors };

  const c = seeds.colors;
  const adjustments: ContrastAdjustment[] = [];

  /** Moves `color` away from all `backgrounds` until it meets `purpose`'s ratio against each. */
  const ensure = (
    token: string,
    color: string,
    backgrounds: readonly string[],
    purpose: ContrastPurpose,
  ): string => {
    const required = AA[purpose];
    const worst = (candidate: string) =>
      Math.min(...backgrounds.map((bg) => contrastRatio(candidate, bg)));
    const before = worst(color);
    if (before >= required) return color;
    const bgLuminance = Math.max(...backgrounds.map(luminance));
    const towards = bgLuminance > 0.18 ? [c.black, c.white] : [c.white, c.black];
    let best = color;
    for (const target of towards) {
      for (let step = 1; step <= 40; step += 1) {
        const candidate = mix(color, target, step / 40);
        if (worst(candidate) >= required) {
          best = candidate;
          break;
        }
      }
      if (best !== color) break;
    }
    const against = backgrounds
      .map((bg) => ({ bg, ratio: contrastRatio(best, bg) }))
      .sort((a, b) => a.ratio - b.ratio)[0]!.bg;
    adjustments.push({
      token,
      from: color,
      to: best,
      against,
      purpose,
      required,
      before: roundRatio(before),
      after: roundRatio(worst(best)),
    });
    return best;
  };

  /** Black or white, whichever reads better on a filled colour. */
  const onFill = (fill: string) =>
    contrastRatio(c.white, fill) >= contrastRatio(c.black, fill) ? c.white : c.black;

  /** A filled background the `on` colour stays readable on (the fill moves, not the text). */
  const fill = (token: string, color: string, on: string): string => {
    if (contrastRatio(on, color) >= AA.text) return color;
    const towards = luminance(on) > 0.5 ? c.black : c.white;
    let best = color;
    for (let step = 1; step <= 40; step += 1) {
      best = mix(color, towards, step / 40);
      if (contrastRatio(on, best) >= AA.text) break;
    }
    adjustments.push({
      token,
      from: color,
      to: best,
      against: on,
      purpose: 'text',
      required: AA.text,
      before: roundRatio(contrastRatio(on, color)),
      after: roundRatio(contrastRatio(on, best)),
    });
    return best;
  };

  const dark = seeds.scheme === 'dark';
  const soft = (color: string) => mix(color, c.body, dark ? 0.78 : 0.88);
  const pages = [c.body, c.surface, c.surfaceRaised];

  const neutralSoft = mix(c.text, c.body, dark ? 0.86 : 0.92);
  const brandSoft = soft(c.brand);
  const criticalSoft = soft(c.critical);
  const positiveSoft = soft(c.positive);
  const cautionSoft = soft(c.caution);
  const infoSoft = soft(c.accent);
  const riseSoft = soft(c.rise);
  const fallSoft = soft(c.fall);

  // A price flashes the tint of its last move (riseSoft or fallSoft) whatever its own colour: the
  // day's trend (rise, fall), flat (secondary) or none (neutral). Each stays readable on both tints.
  const flashes = [riseSoft, fallSoft];
  const neutral = ensure('foreground.neutral', c.text, [...pages, neutralSoft, ...flashes], 'text');
  const secondary = ensure(
    'foreground.secondary',
    mix(c.text, c.body, 0.32),
    [...pages, neutralSoft, ...flashes],
    'text',
  );
  const onBrand = onFill(c.brand);
  const brand = fill('background.brand', c.brand, onBrand);
  const onCritical = onFill(c.critical);
  const criticalFill = fill('background.critical', c.critical, onCritical);
  const hoverTowards = dark ? c.white : c.black;

  const rise = ensure('trend.rise', c.rise, [...pages, ...flashes], 'text');
  const fall = ensure('trend.fall', c.fall, [...pages, ...flashes], 'text');
  const trend = { rise, fall, flat: secondary, riseSoft, fallSoft };

  const unit = seeds.spaceUnit ?? 4;
  const scale = seeds.fontScale ?? 1;
  const px = (n: number) => `${Math.round(n * 100) / 100}px`;
  const shadows = seeds.shadows ?? true;

  const tokens: ThemeTokens = {
    foreground: {
      neutral,
      secondary,
      disabled: mix(c.text, c.body, dark ? 0.55 : 0.5),
      link: ensure('foreground.link', c.accent, pages, 'text'),
      brandAccent: ensure('foreground.brandAccent', c.brand, [...pages, brandSoft], 'text'),
      critical: ensure('foreground.critical', c.critical, [...pages, criticalSoft], 'text'),
      positive: ensure('foreground.positive', c.positive, [...pages, positiveSoft], 'text'),
      caution: ensure('foreground.caution', c.caution, [...pages, cautionSoft], 'text'),
      info: ensure('foreground.info', c.accent, [...pages, infoSoft], 'text'),
      onBrand,
      onCritical,
    },
    background: {
      body: c.body,
      surface: c.surface,
      surfaceRaised: c.surfaceRaised,
      neutralSoft,
      brand,
      brandHover: fill('background.brandHover', mix(brand, hoverTowards, 0.12), onBrand),
      brandPressed: fill('background.brandPressed', mix(brand, hoverTowards, 0.24), onBrand),
      brandSoft,
      critical: criticalFill,
      criticalSoft,
      positiveSoft,
      cautionSoft,
      infoSoft,
      overlay: withAlpha(c.shade, dark ? 0.7 : 0.5),
      skeleton: mix(c.text, c.body, dark ? 0.8 : 0.88),
    },
    border: {
      neutral: mix(c.text, c.body, dark ? 0.7 : 0.75),
      strong: ensure('border.strong', mix(c.text, c.body, 0.45), pages, 'non-text'),
      focus: ensure('border.focus', c.accent, pages, 'non-text'),
      critical: ensure('border.critical', c.critical, pages, 'non-text'),
      brand: ensure('border.brand', c.brand, pages, 'non-text'),
    },
    trend,
    trendStandard: trend,
    space: {
      xxsmall: px(unit / 2),
      xsmall: px(unit),
      small: px(unit * 2),
      medium: px(unit * 4),
      large: px(unit * 6),
      xlarge: px(unit * 8),
    },
    radius: {
      small: px(seeds.radius / 2),
      medium: px(seeds.radius),
      large: px(seeds.radius * 2),
      full: seeds.radius === 0 ? '0px' : '9999px',
    },
    font: {
      family: seeds.fontFamily,
      familyNumeric: seeds.fontFamilyNumeric ?? seeds.fontFamily,
      sizeXsmall: px(12 * scale),
      sizeSmall: px(14 * scale),
      sizeBody: px(16 * scale),
      sizeLarge: px(18 * scale),
      sizeXlarge: px(22 * scale),
      sizeHeading: px(28 * scale),
      weightRegular: '400',
      weightStrong: '600',
      lineHeightTight: '1.25',
      lineHeightBody: '1.5',
    },
    elevation: {
      raised: shadows ? `0 1px 3px ${withAlpha(c.shade, dark ? 0.5 : 0.12)}` : 'none',
      overlay: shadows ? `0 8px 28px ${withAlpha(c.shade, dark ? 0.6 : 0.24)}` : 'none',
    },
    motion: {
      durationFast: '120ms',
      durationBase: '200ms',
      durationSlow: '400ms',
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    },
    touch: { minTarget: '44px' },
  };
  return { ok: true, tokens, adjustments };
}

/** For built-in themes, whose seeds are ours: a failure is a bug, so fail the build loudly. */
export function tokensOrThrow(name: string, seeds: ThemeSeeds): ThemeTokens {
  const result = resolveTokens(seeds);
  if (!result.ok) {
    throw new Error(
      `Theme ${name}: ${result.errors.map((e) => `${e.seed} ${e.message}`).join('; ')}`,
    );
  }
  return result.tokens;
}

/** What an operator may set at runtime; everything else comes from the built-in base theme. */
export interface OperatorSeeds {
  brand: string;
  accent?: string;
  radius?: number;
  fontFamily?: string;
  /** https:, root-relative or data:image URL of the operator's logo (not a token; returned as is). */
  logo?: string;
  scheme?: ColorScheme;
}

export type OperatorThemeResult =
  | {
      ok: true;
      tokens: ThemeTokens;
      adjustments: ContrastAdjustment[];
      /** The base scheme the seeds were laid over. */
      scheme: ColorScheme;
      logo?: string;
    }
  | { ok: false; errors: SeedError[] };

/**
 * Operator seeds arrive as untrusted JSON: validate their shape, lay them over the built-in base seeds
 * for the chosen scheme and resolve. Errors name the seed and say what is expected.
 */
export function resolveOperatorTheme(
  input: unknown,
  bases: Record<ColorScheme, ThemeSeeds>,
): OperatorThemeResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ seed: '(root)', message: 'operator theme must be an object' }] };
  }
  const raw = input as Record<string, unknown>;
  const errors: SeedError[] = [];
  const known = new Set(['brand', 'accent', 'radius', 'fontFamily', 'logo', 'scheme']);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) errors.push({ seed: key, message: 'is not an operator theme seed' });
  }
  const scheme = raw.scheme ?? 'light';
  if (scheme !== 'light' && scheme !== 'dark') {
    errors.push({ seed: 'scheme', message: 'must be "light" or "dark"' });
  }
  if (!isHexColor(raw.brand)) {
    errors.push({ seed: 'brand', message: 'is required: a hex colour like #0b57d0' });
  }
  if (raw.accent !== undefined && !isHexColor(raw.accent)) {
    errors.push({ seed: 'accent', message: 'must be a hex colour like #0b57d0' });
  }
  if (raw.logo !== undefined && !isSafeImageUrl(raw.logo)) {
    errors.push({
      seed: 'logo',
      message: 'must be an https:, root-relative or base64 data:image URL',
    });
  }
  if (errors.length > 0) return { ok: false, errors };

  const base = bases[scheme as ColorScheme];
  const brand = raw.brand as string;
  const seeds: ThemeSeeds = {
    ...base,
    colors: { ...base.colors, brand, accent: (raw.accent as string | undefined) ?? brand },
    radius: (raw.radius as number | undefined) ?? base.radius,
    fontFamily: (raw.fontFamily as string | undefined) ?? base.fontFamily,
  };
  const result = resolveTokens(seeds);
  if (!result.ok) return result;
  const themed = { ...result, scheme: scheme as ColorScheme };
  return raw.logo === undefined ? themed : { ...themed, logo: raw.logo as string };
}
