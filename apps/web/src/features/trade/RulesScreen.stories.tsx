import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { StoryServices } from '../../shared/testing/storyServices';
import { RulesScreen } from './RulesScreen';

const meta = {
  title: 'Screens/Trade/Rules',
  component: RulesScreen,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    id: 1,
    tradeHref: '/m/user/trade?id=1',
    onBack: () => undefined,
    timeZone: 'Asia/Tehran',
  },
  decorators: [
    (Story, { args }) => (
      <StoryServices api={args.api} path="/m/trade/rules/1">
        <Story />
      </StoryServices>
    ),
  ],
} satisfies Meta<typeof RulesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlwaysOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('trade-rules')).toHaveTextContent('Fee on open0.1%');
    await expect(canvas.getByText('Open all the time (24/7)')).toBeVisible();
  },
};

export const Sessions: Story = {
  args: {
    api: createStoryApi({
      '/trade/product/rule/1': {
        code: 0,
        data: {
          ...fixtures.tradeRule,
          sessions: [{ days: [1, 2, 3, 4, 5], open: '14:30', close: '21:00' }],
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    // 14:30 UTC is 18:00 in Tehran (UTC+3:30).
    await expect(await within(canvasElement).findByTestId('trade-sessions')).toHaveTextContent(
      '18:00 – 00:30',
    );
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/trade/product/rule/1': 'never' }) },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/trade/product/rule/1': { code: 500, msg: 'Server error' } }) },
};

export const NotFound: Story = {
  args: { api: createStoryApi({ '/trade/product/rule/1': { code: 404, msg: 'No such product' } }) },
};
