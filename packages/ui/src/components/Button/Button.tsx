import { defineMessages, useIntl } from 'react-intl';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { IndeterminateProgress } from '../Spinner/IndeterminateProgress';
import { button, label, spinner, type ButtonVariants } from './Button.css';

export { buttonSizes, buttonTones } from './Button.css';

const messages = defineMessages({
  pending: {
    id: 'ui.button.pending',
    defaultMessage: 'In progress',
    description: 'Screen-reader label of the spinner shown inside a button while its action runs',
  },
});

export interface ButtonProps extends AriaButtonProps {
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
}

/**
 * A pressable action. Wraps react-aria's Button: state styling comes from its data attributes, and
 * `isPending` keeps focus on the button, blocks presses and shows a spinner announced as progress.
 */
export function Button({
  className,
  tone = 'primary',
  size = 'medium',
  fullWidth = false,
  children,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (consumer) => {
        const own = button({ tone, size, fullWidth });
        return consumer ? `${own} ${consumer}` : own;
      })}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={label}>{content}</span>
          {isPending && (
            <IndeterminateProgress
              aria-label={intl.formatMessage(messages.pending)}
              className={spinner}
            />
          )}
        </>
      ))}
    </AriaButton>
  );
}
