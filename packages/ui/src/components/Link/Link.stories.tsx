import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkTones } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Terms of service', standalone: true },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { href: '#terms' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of service' });
    await expect(link).toHaveAttribute('href', '#terms');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const InText: Story = {
  args: { standalone: false },
  render: (args) => (
    <p>
      By continuing you accept the <Link {...args} /> and the privacy notice.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Terms of service' }),
    ).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          {tone}
        </Link>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(linkTones.length);
  },
};

export const KeyboardFocus: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of service' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of service' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read the complete risk disclosure for leveraged contract trading before opening a position',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 240 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /risk disclosure/ });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(241);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa-IR' },
  args: { children: 'شرایط استفاده' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'شرایط استفاده' }),
    ).toBeInTheDocument();
  },
};
