import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A phone's content width (375 px less the page's padding): a desktop window narrowed that far. */
export const NARROW_WIDTH = 343;

/** Renders the story in a box of the narrow width. */
export const narrowWindow: Decorator = (Story) => (
  <div style={{ inlineSize: NARROW_WIDTH }}>
    <Story />
  </div>
);

/**
 * A desktop market table (`tableTestId`) at the narrow width: the phone's three columns, the 24 h
 * columns left out, and the table fits its box (the page does not scroll sideways).
 */
export async function expectPhoneColumns(canvasElement: HTMLElement, tableTestId: string) {
  const canvas = within(canvasElement);
  const btc = await canvas.findByTestId('quote-row-BTCUSDT');
  const table = canvas.getByTestId(tableTestId);
  await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  await expect(within(table).queryByRole('columnheader', { name: /24h volume/ })).toBeNull();
  await expect(within(btc).getAllByRole('cell')).toHaveLength(2);
  await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(NARROW_WIDTH);
}
