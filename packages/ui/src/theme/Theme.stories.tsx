import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages, useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { vars } from './contract.css';
import { useUiTheme } from './UiProvider';

const messages = defineMessages<{ sample: { count: number } }>({
  sample: {
    id: 'ui.theme.sample',
    defaultMessage: 'Prices rose {count, plural, one {# time} other {# times}} today',
    description: 'Storybook sample sentence showing a translated message with a plural',
  },
});

const swatches = {
  'trend.rise': vars.trend.rise,
  'trend.fall': vars.trend.fall,
  'background.brand': vars.background.brand,
  'foreground.link': vars.foreground.link,
  'border.focus': vars.border.focus,
};

/** What the toolbar controls: theme, trend, locale. Every other story sits in the same root. */
function ThemeSwatches() {
  const info = useUiTheme();
  const intl = useIntl();
  return (
    <div>
      <p data-testid="sample">{intl.formatMessage(messages.sample, { count: 3 })}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.small }}>
        {Object.entries(swatches).map(([name, color]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd
              data-testid={name}
              style={{
                margin: 0,
                color,
                background: vars.background.surface,
                borderInlineStart: `${vars.space.large} solid ${color}`,
                paddingInline: vars.space.small,
              }}
            >
              {name}
            </dd>
          </div>
        ))}
      </dl>
      <p>{`theme: ${info.theme}, trend: ${info.reversed ? 'reversed' : 'standard'}, locale: ${info.locale}, dir: ${info.direction}`}</p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeSwatches,
} satisfies Meta<typeof ThemeSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

const cssVar = (el: Element, v: string) =>
  getComputedStyle(el).getPropertyValue(v.slice(4, -1)).trim();

/** The toolbar's globals reach the root: theme, reverse colour, locale and direction. */
export const FollowsToolbar: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const host = canvasElement.querySelector('[data-theme]')!;
    const root = canvasElement.querySelector('[data-trend]')!;
    await expect(host.getAttribute('data-theme')).toBe(globals.theme);
    await expect(root.getAttribute('data-trend')).toBe(globals.trend);
    // The browser's own parts (scrollbars, native selects) follow the theme, not the device setting.
    await expect(getComputedStyle(root).colorScheme).toBe(
      globals.theme === 'dark' ? 'dark' : 'light',
    );

    // Reverse colour swaps the effective rise/fall colours and nothing else.
    const rise = getComputedStyle(canvas.getByTestId('trend.rise')).color;
    const fall = getComputedStyle(canvas.getByTestId('trend.fall')).color;
    await expect(rise).not.toBe(fall);
    const standardRise = cssVar(root, vars.trendStandard.rise);
    const effectiveRise = cssVar(canvas.getByTestId('trend.rise'), vars.trend.rise);
    const standardFall = cssVar(root, vars.trendStandard.fall);
    await expect(effectiveRise).toBe(globals.trend === 'reversed' ? standardFall : standardRise);

    // Locale: fa-IR is RTL; the pseudo-locale stretches and brackets every message.
    const pseudo = globals.locale === 'en-XA';
    await expect(root.getAttribute('dir')).toBe(globals.locale === 'fa-IR' ? 'rtl' : 'ltr');
    const sample = canvas.getByTestId('sample').textContent ?? '';
    await expect(sample.startsWith('[')).toBe(pseudo);
    await expect(sample.includes('3')).toBe(true);
  },
};
