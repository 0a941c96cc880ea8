import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Reverse colour (spec §3): markets where red means up. One class at the root points the effective
 * trend tokens at the theme's opposite pair; components keep reading `vars.trend` and never know.
 */
export const reversedTrend = style({
  vars: assignVars(vars.trend, {
    rise: vars.trendStandard.fall,
    fall: vars.trendStandard.rise,
    flat: vars.trendStandard.flat,
    riseSoft: vars.trendStandard.fallSoft,
    fallSoft: vars.trendStandard.riseSoft,
  }),
});
