import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme';
import { Carousel } from './Carousel';

const panel = (title: string, text: string) => (
  <div
    style={{
      display: 'grid',
      gap: 8,
      padding: 24,
      minBlockSize: 140,
      alignContent: 'center',
      background: vars.background.brandSoft,
      color: vars.foreground.neutral,
    }}
  >
    <strong>{title}</strong>
    <span>{text}</span>
  </div>
);

const slides = [
  {
    id: 'welcome',
    content: panel('Welcome bonus', 'Deposit today and trade with zero fees for a week.'),
  },
  { id: 'mining', content: panel('Locked-up mining', 'Earn daily on USDT with 30-day plans.') },
  {
    id: 'invite',
    content: panel('Invite friends', 'Both of you get a reward after their first trade.'),
  },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides, label: 'Promotions', reducedMotion: false },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hidden)!;

/** Plays by itself (every 3 s); the stop button comes first, so keyboard users reach it at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 3');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toHaveFocus();
  },
};

/** A short interval shows the rotation without a 3 s wait; it stops while focus is inside. */
export const Autoplay: Story = {
  args: { autoplayMs: 300 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('2 of 3'), {
      timeout: 3000,
    });
    await userEvent.tab();
    const now = shown(canvasElement).getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(shown(canvasElement)).toHaveAccessibleName(now!);
  },
};

export const Paused: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(shown(canvasElement)).toHaveAccessibleName('3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 2 of 3' }));
    await expect(canvas.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Paused, so the change is announced.
    await expect(shown(canvasElement).parentElement).toHaveAttribute('aria-live', 'polite');
  },
};

export const KeyboardOnly: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)).toHaveAccessibleName('2 of 3');
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true, autoplayMs: 200 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(shown(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeVisible();
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { slides: [], empty: <p>No promotions right now.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No promotions right now.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    autoplay: false,
    slides: [
      {
        id: 'long',
        content: panel(
          'A very long promotion title that has to wrap onto several lines on a phone',
          'Terms: the bonus applies to the first deposit of a verified account, is credited within 24 hours and must be traded ten times before it can be withdrawn.',
        ),
      },
      ...slides.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Promotions' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

/** Five slides on a 320 px phone (288 px of content): the dots keep to one row, inside the width. */
export const NarrowPhone: Story = {
  args: {
    autoplay: false,
    slides: Array.from({ length: 5 }, (_, i) => ({
      id: `narrow-${i}`,
      content: <p style={{ margin: 0, padding: 24 }}>{`Promotion ${i + 1}`}</p>,
    })),
  },
  render: (args) => (
    <div style={{ inlineSize: 288 }}>
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = canvas.getAllByRole('button', { name: /^Show slide/ });
    await expect(dots).toHaveLength(5);
    const boxes = dots.map((dot) => dot.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    const frame = canvasElement.querySelector('section')!.getBoundingClientRect();
    for (const box of boxes) {
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    }
  },
};
