import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: {
    html: '<h2>System maintenance</h2><p>Trading pauses on <strong>Sunday 02:00–03:00</strong>. Deposits are not affected.</p><ul><li>Open orders stay open.</li><li>Prices resume after the window.</li></ul><p><a href="https://example.com/notice">Read more</a></p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.com/notice',
    );
  },
};

export const Hostile: Story = {
  args: {
    html: '<p id="hostile" onmouseover="window.__pwned=1">Hover me</p><img alt="" src="x" onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">Click</a><script>window.__pwned=4</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onmouseover],[onerror]')).toBeNull();
    await expect(canvas.getByText('Click')).not.toHaveAttribute('href');
    await expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const Empty: Story = { args: { html: '' } };

export const LongText: Story = {
  args: {
    html: `<p>${'Averyveryverylongwordwithoutanyspacesthatmustwrapinsteadofoverflowing '.repeat(4)}</p>`,
  },
};

export const Rtl: Story = {
  args: { html: '<h2>اطلاعیه</h2><p>معاملات یکشنبه متوقف می‌شود.</p>' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="fa">
        <Story />
      </div>
    ),
  ],
};
