import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The web app's static files (banner images, favicon), at the same paths as `npm start` serves them.
  staticDirs: [{ from: '../apps/web/public', to: '/' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // Pre-bundled up front, or cold story-test runs in Chromium reload mid-run and fail.
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-aria-components',
          'react-aria/PortalProvider',
          'react-intl',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/dynamic',
          // Everything else stories reach (screens, machines, the mocked client), for the same reason.
          'react-aria/VisuallyHidden',
          'react-aria/useProgressBar',
          'react-router',
          'react-hook-form',
          '@repo/web > @hookform/resolvers/valibot',
          'valibot',
          'xstate',
          '@xstate/react',
          'openapi-fetch',
          'msw',
          'openapi-msw',
          '@stomp/stompjs',
          '@formatjs/icu-messageformat-parser',
          'big.js',
          'qrcode',
          'dompurify',
          'lightweight-charts',
        ],
      },
    }),
};

export default config;
