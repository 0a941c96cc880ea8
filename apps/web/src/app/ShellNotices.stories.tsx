import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';
import { globalMessages } from '../shared/shell/globalMessages';
import { createAppServices } from './services/appServices';
import { ServicesProviders } from './services/ServicesProviders';
import { bootRoutes, createTestParts } from './services/testParts';
import { StartupDataNotice } from '../shared/page/StartupDataNotice';

/**
 * The shell's notices about missing live data: the lost connection (every screen) and a start-up load
 * that failed (where its data is needed), each from services whose socket or call fails on purpose.
 */
function noticeServices(offline: boolean, countriesFail: boolean) {
  let kit: ReturnType<typeof createTestParts> | undefined;
  const services = createAppServices((hooks) => {
    kit = createTestParts(
      {
        ...bootRoutes(),
        ...(countriesFail
          ? { '/country/list': () => ({ code: 500, status: 500, msg: 'Internal Server Error' }) }
          : {}),
      },
      hooks,
    );
    return kit.parts;
  });
  services.start();
  const stomp = kit!.stomp;
  if (offline) {
    // Connected once, then the network went away and every retry fails.
    setTimeout(() => {
      stomp.connect = () => Promise.reject(new Error('offline'));
      stomp.drop('heart-beat lost');
    }, 50);
  }
  return services;
}

function Notices({ offline, countriesFail }: { offline: boolean; countriesFail: boolean }) {
  const services = useMemo(() => noticeServices(offline, countriesFail), [offline, countriesFail]);
  return (
    <ServicesProviders services={services}>
      <main style={{ minBlockSize: '60vh' }}>
        <h1>Notices</h1>
        <StartupDataNotice data="countries" message={globalMessages.countriesFailed} />
      </main>
      <ConnectionStatus />
    </ServicesProviders>
  );
}

const meta = {
  title: 'App/Shell notices',
  component: Notices,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { offline: false, countriesFail: false },
} satisfies Meta<typeof Notices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectionLost: Story = {
  args: { offline: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status', {
      name: 'Connection',
    });
    await expect(
      await within(status).findByText('Reconnecting… Prices are not live.', {}, { timeout: 4000 }),
    ).toBeVisible();
  },
};

export const CountriesFailed: Story = {
  args: { countriesFail: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'The country codes could not be loaded, so a phone number cannot be used yet.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
