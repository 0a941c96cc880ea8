import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShellStateProvider } from '../../shared/shell/shellState';
import { desktopDevice, mobileDevice, shellState } from '../../shared/testing/shellFixtures';
import MaintenancePage from './MaintenancePage';

const meta = {
  title: 'Pages/Maintenance',
  component: MaintenancePage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <ShellStateProvider value={shellState({ device: mobileDevice })}>
        <Story />
      </ShellStateProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /maintenance/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /try again/i })).toHaveAttribute(
      'href',
      '/m/index',
    );
  },
};

export const Desktop: Story = {
  decorators: [
    (Story) => (
      <ShellStateProvider value={shellState({ device: desktopDevice })}>
        <Story />
      </ShellStateProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /try again/i })).toHaveAttribute(
      'href',
      '/index',
    );
  },
};
