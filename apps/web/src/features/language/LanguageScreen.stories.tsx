import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createStoryApi } from '../../shared/testing/storyApi';
import { LanguageScreen } from './LanguageScreen';
import { withFreshQueryClient } from '../../shared/testing/queryClient';

const meta = {
  title: 'Screens/Language',
  component: LanguageScreen,
  decorators: [withFreshQueryClient],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { api: createStoryApi(), current: 'en-US', onChange: fn(), onBack: () => undefined },
} satisfies Meta<typeof LanguageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
    const english = await canvas.findByRole('option', { name: 'English' });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'فارسی' }));
    await expect(args.onChange).toHaveBeenCalledWith('fa-IR');
  },
};

export const KeyboardOnly: Story = {
  args: { current: 'zh-CN' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: '简体中文' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: '简体中文' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fa-IR');
  },
};

export const Loading: Story = {
  args: { api: createStoryApi({ '/common/language/list': 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading languages')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: createStoryApi({ '/common/language/list': { code: 0, data: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No other languages are offered'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { api: createStoryApi({ '/common/language/list': { code: 500, msg: 'Server busy' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A failure's own text (an HTTP status line, say) is not shown: the screen says it in its words.
    await expect(await canvas.findByText(/could not be (loaded|completed)/)).toBeVisible();
    await expect(canvas.queryByText('Server busy')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
