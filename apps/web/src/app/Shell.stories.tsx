import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { lightTheme } from '@repo/ui/theme';
import { Shell } from './Shell';

const meta = {
  title: 'App/Shell',
  component: Shell,
  decorators: [
    (Story) => (
      <IntlProvider locale="en-US" messages={{}}>
        <div className={lightTheme}>
          <Story />
        </div>
      </IntlProvider>
    ),
  ],
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
    await expect(canvas.getByText(/market data is simulated/i)).toBeVisible();
  },
};
