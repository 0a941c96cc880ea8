import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import type { Globals } from 'storybook/internal/csf';
import {
  createIntl,
  RawIntlProvider,
  type IntlShape,
  type MessageDescriptor,
  type PrimitiveType,
} from 'react-intl';

type IntlMessageFormatOptions = Parameters<IntlShape['formatMessage']>[2];
import { operatorSampleSeed, UiProvider, type BuiltInThemeName } from '@repo/ui/theme';
import { configure } from 'storybook/test';
import { PSEUDO_LOCALE, pseudoLocalize } from './pseudoLocale';

// A play function's `findBy…`/`waitFor` wait for a result, they do not time it: with three story
// projects on two cores a mocked answer took over the default 1 s (BetScreen's cut-off notice).
configure({ asyncUtilTimeout: 10_000 });

/**
 * Toolbar defaults come from the environment, so the story-test projects in the root vitest config can
 * run every story in light, dark and RTL (see vitest.config.ts).
 */
const env = import.meta.env;
const initialTheme = env.STORYBOOK_THEME ?? 'light';
const initialTrend = env.STORYBOOK_TREND ?? 'standard';
const initialLocale = env.STORYBOOK_LOCALE ?? 'en-US';

type ThemeGlobal = BuiltInThemeName | 'operator';

function useStoryIntl(locale: string): IntlShape {
  return useMemo(() => {
    const pseudo = locale === PSEUDO_LOCALE;
    const intl = createIntl({
      // Storybook has no translations of its own: components show their English defaults, or the
      // pseudo-locale's transformed ones. Intl formatting follows the chosen locale.
      locale: pseudo ? 'en-US' : locale,
      defaultLocale: 'en-US',
      messages: {},
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    });
    if (!pseudo) return intl;
    const formatMessage = ((
      descriptor: MessageDescriptor,
      values?: Record<string, PrimitiveType>,
      options?: IntlMessageFormatOptions,
    ) =>
      intl.formatMessage(
        typeof descriptor.defaultMessage === 'string'
          ? { ...descriptor, defaultMessage: pseudoLocalize(descriptor.defaultMessage) }
          : descriptor,
        values,
        options,
      )) as IntlShape['formatMessage'];
    return { ...intl, formatMessage, $t: formatMessage };
  }, [locale]);
}

function StoryRoot({ globals, children }: { globals: Globals; children: ReactNode }) {
  const theme = globals.theme as ThemeGlobal;
  const locale = globals.locale as string;
  const intl = useStoryIntl(locale);
  return (
    <RawIntlProvider value={intl}>
      <UiProvider
        theme={theme === 'operator' ? 'light' : theme}
        {...(theme === 'operator' ? { operatorSeeds: operatorSampleSeed } : {})}
        reversed={globals.trend === 'reversed'}
        locale={locale === PSEUDO_LOCALE ? 'en-US' : locale}
      >
        <div style={{ padding: 16, minBlockSize: '100vh', boxSizing: 'border-box' }}>
          {children}
        </div>
      </UiProvider>
    </RawIntlProvider>
  );
}

const withUi: Decorator = (Story, context) => (
  <StoryRoot globals={context.globals}>
    <Story />
  </StoryRoot>
);

/**
 * react-aria's live announcer is one node on document.body that outlives a story; an announcement
 * pointing at an element of the previous story (a pending button's progress bar) would dangle and
 * fail axe in the next one. Empty it before each story, as its own clearAnnouncer() does.
 */
function clearLiveAnnouncer() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withUi],
  beforeEach: clearLiveAnnouncer,
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'wireframe', title: 'Wireframe (odd on purpose)' },
          { value: 'operator', title: 'Sample operator' },
        ],
      },
    },
    trend: {
      description: 'Reverse colour: which colour means up',
      toolbar: {
        title: 'Trend',
        icon: 'arrowup',
        dynamicTitle: true,
        items: [
          { value: 'standard', title: 'Standard' },
          { value: 'reversed', title: 'Reversed' },
        ],
      },
    },
    locale: {
      description: 'Locale and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en-US', title: 'English (en-US)' },
          { value: PSEUDO_LOCALE, title: 'Pseudo, long text (en-XA)' },
          { value: 'fa-IR', title: 'Persian, RTL (fa-IR)' },
        ],
      },
    },
  },
  initialGlobals: {
    theme: initialTheme,
    trend: initialTrend,
    locale: initialLocale,
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    // axe runs on every story and fails its test on any violation. Not on react-aria's live announcer
    // (as in the e2e tests, apps/web/e2e/support.ts): for a few seconds it keeps an announcement that
    // points at what announced it (a pending button's progress bar), which a story may have closed by
    // the time axe runs; clearLiveAnnouncer above only empties it between stories.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    controls: { matchers: { date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (390 × 844)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
