import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { MessageListScreen } from './MessageListScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Messages/List',
  component: MessageListScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    detailPath: '/m/user/message/detail',
    onBack: () => undefined,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MessageListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const rows = await canvas.findAllByRole('row');
    await expect(rows).toHaveLength(2);
    // The unread one carries the marker; the read one does not.
    await expect(rows[0]).toHaveTextContent('Unread');
    await expect(rows[1]).not.toHaveTextContent('Unread');
    await expect(rows[0]).toHaveTextContent('2026-01-31 08:00:00');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

const many = Array.from({ length: 20 }, (_, index) => ({
  ...fixtures.notices[index % 2]!,
  id: index + 1,
  title: `Notice ${index + 1}`,
  read: index % 3 !== 0,
}));

export const Paged: Story = {
  args: {
    api: createStoryApi({
      '/user/message/list/1': { code: 0, data: { list: many, total: 45, page: 1, limit: 20 } },
      '/user/message/list/2': {
        code: 0,
        data: {
          list: many.map((notice) => ({ ...notice, title: `Page 2 ${notice.title}` })),
          total: 45,
          page: 2,
          limit: 20,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Notice 1');
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(canvas.getByText('Page 2 Notice 1')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/message/list/1': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading messages')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/user/message/list/1': { code: 0, data: { list: [], total: 0, page: 1, limit: 20 } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/user/message/list/1': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
