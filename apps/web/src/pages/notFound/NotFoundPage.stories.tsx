import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShellStateProvider } from '../../shared/shell/shellState';
import { desktopDevice, mobileDevice, shellState } from '../../shared/testing/shellFixtures';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
} satisfies Meta<typeof NotFoundPage>;

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
    await expect(canvas.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /home page/i })).toHaveAttribute(
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
    await expect(canvas.getByRole('link', { name: /home page/i })).toHaveAttribute(
      'href',
      '/index',
    );
  },
};
