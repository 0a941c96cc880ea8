import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fixtures } from '@repo/api-schema/mocks';
import { createStoryApi } from '../../shared/testing/storyApi';
import { MessageDetailScreen } from './MessageDetailScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Messages/Detail',
  component: MessageDetailScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: {
    api: createStoryApi(),
    id: 1,
    userId: 1001,
    onBack: () => undefined,
    onMarkedRead: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MessageDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadMarkedRead: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Scheduled maintenance' }),
    ).toBeVisible();
    await expect(canvas.getByText('Site notice')).toBeVisible();
    await expect(canvas.getByText(/Trading pauses during maintenance/)).toBeVisible();
    await waitFor(() => expect(args.onMarkedRead).toHaveBeenCalledWith(1));
  },
};

export const AlreadyRead: Story = {
  args: { id: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('200 USDT', { selector: 'strong' })).toBeVisible();
    await expect(args.onMarkedRead).not.toHaveBeenCalled();
  },
};

export const UnsafeHtmlSanitised: Story = {
  args: {
    api: createStoryApi({
      '/user/message/3/info': {
        code: 0,
        data: {
          ...fixtures.notices[1]!,
          id: 3,
          read: true,
          description:
            '<p>Safe text</p><img src="x" alt="" onerror="window.__xss=1"><script>1</script>',
        },
      },
    }),
    id: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Safe text')).toBeVisible();
    const article = canvas.getByTestId('message-detail');
    await expect(article.querySelector('script')).toBeNull();
    await expect(article.querySelector('[onerror]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/user/message/1/info': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the message')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    api: createStoryApi({ '/user/message/1/info': { code: 500, msg: 'Internal Server Error' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Internal Server Error')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A message that does not exist (deleted, or a wrong address): said so, with no Retry. */
export const NotFound: Story = {
  args: {
    api: createStoryApi({ '/user/message/1/info': { code: 404, msg: 'Message not found' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This message does not exist or was deleted' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
