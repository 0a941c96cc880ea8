import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { FaqScreen } from './FaqScreen';
import { contentPaths } from './paths';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Content/FAQ',
  component: FaqScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), paths: contentPaths('/m'), onBack: () => undefined },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const question = await canvas.findByRole('button', { name: 'What is the turnover code?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/must reach 0 before you withdraw/)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'More help' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/m/terms',
    );
  },
};

export const SearchFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(field, 'wagering');
    // Matches the answer text too: only the turnover question is left.
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'How long does a withdrawal take?' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'What is the turnover code?' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 question');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(field, 'lottery');
    await expect(await canvas.findByText('No question matches “lottery”')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 questions');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all questions' }));
    await expect(field).toHaveValue('');
    await expect(
      canvas.getByRole('button', { name: 'How long does a withdrawal take?' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/faq/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading questions')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: createStoryApi({ '/faq/list': { code: 0, data: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No questions have been published yet')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/faq/list': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const LongQuestions: Story = {
  args: {
    api: createStoryApi({
      '/faq/list': {
        code: 0,
        data: [
          {
            id: 1,
            question:
              'What happens to my open positions, pending orders and timed bets when the market closes for the weekend and opens again on Monday?',
            answer: '<p>They stay open.</p>',
          },
          { id: 2, question: 'Supercalifragilisticexpialidocious?', answer: '<p>Yes.</p>' },
        ],
      },
    }),
  },
};
