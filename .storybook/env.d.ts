// Toolbar defaults set per story-test project in the root vitest.config.ts (undefined otherwise).
interface ImportMetaEnv {
  readonly STORYBOOK_THEME?: 'light' | 'dark' | 'wireframe' | 'operator';
  readonly STORYBOOK_TREND?: 'standard' | 'reversed';
  readonly STORYBOOK_LOCALE?: string;
}
