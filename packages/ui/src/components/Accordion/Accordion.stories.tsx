import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="withdraw" title="How long does a withdrawal take?">
        <p>Usually within 30 minutes after review.</p>
      </AccordionItem>
      <AccordionItem id="turnover" title="What is the turnover code?">
        <p>The wagering left on a bonus you accepted. It must reach 0 before you withdraw.</p>
      </AccordionItem>
      <AccordionItem
        id="long"
        title="A very long question that has to wrap onto several lines on a narrow phone screen without being cut"
      >
        <p>An answer.</p>
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'How long does a withdrawal take?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Usually within 30 minutes after review.')).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Usually within 30 minutes after review.')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'What is the turnover code?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpenAtATime: Story = {
  args: { defaultExpandedKeys: ['withdraw'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How long does a withdrawal take?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'What is the turnover code?' }));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['withdraw', 'turnover'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Usually within 30 minutes after review.')).toBeVisible();
    await expect(canvas.getByText(/must reach 0/)).toBeVisible();
  },
};

export const Rtl: Story = {
  render: (args) => (
    <div dir="rtl" lang="fa-IR">
      <Accordion {...args} defaultExpandedKeys={['a']}>
        <AccordionItem id="a" title="برداشت چقدر طول می‌کشد؟">
          <p>معمولاً تا ۳۰ دقیقه پس از بررسی.</p>
        </AccordionItem>
        <AccordionItem id="b" title="کد گردش چیست؟">
          <p>پاسخ.</p>
        </AccordionItem>
      </Accordion>
    </div>
  ),
};
