import {
  composeRenderProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { link, type LinkVariants } from './Link.css';

export { linkTones } from './Link.css';

export interface LinkProps extends AriaLinkProps {
  tone?: LinkVariants['tone'];
  /** A link on its own line (not inside a sentence): gets the 44 px touch target. */
  standalone?: boolean;
}

/** A navigation link. Wraps react-aria's Link (client routing through RouterProvider upstream). */
export function Link({ className, tone = 'link', standalone = false, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (consumer) => {
        const own = link({ tone, standalone });
        return consumer ? `${own} ${consumer}` : own;
      })}
    />
  );
}
