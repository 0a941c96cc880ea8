import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { HelpCentreScreen } from './HelpCentreScreen';
import { contentPaths } from './paths';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/Help centre',
  component: HelpCentreScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), paths: contentPaths('/m'), onBack: () => undefined },
} satisfies Meta<typeof HelpCentreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Getting started' }),
    ).toBeVisible();
    const topic = await canvas.findByRole('row', { name: /How margin works/ });
    await expect(topic).toHaveAttribute('data-href', '/m/help/detail/1');
    await expect(canvas.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/m/faq',
    );
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/help/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading help topics')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: createStoryApi({
      '/help/list': { code: 0, data: [{ id: 1, name: 'Empty', topics: [] }] },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No help topics have been published yet'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/help/list': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
