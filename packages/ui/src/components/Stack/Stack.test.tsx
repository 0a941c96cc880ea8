import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { Stack } from './Stack';
import * as stackStyles from './Stack.css';
import * as inlineStyles from '../Inline/Inline.css';
import * as headingStyles from '../Heading/Heading.css';
import * as textStyles from '../Text/Text.css';

describe('Stack', () => {
  it('renders the element asked for, with the gap of the space scale', () => {
    render(
      <Stack as="section" gap="large" aria-labelledby="h">
        <Heading level={2} id="h">
          Account
        </Heading>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Account' });
    expect(region.className).toContain(stackStyles.gap.large);
    expect(region.className).toContain(stackStyles.align.stretch);
  });
});

describe('Inline', () => {
  it('wraps by default and can be kept on one line', () => {
    const { rerender } = render(<Inline data-testid="row">a</Inline>);
    expect(screen.getByTestId('row').className).not.toContain(inlineStyles.noWrap);
    rerender(
      <Inline data-testid="row" wrap={false} gap="none">
        a
      </Inline>,
    );
    expect(screen.getByTestId('row').className).toContain(inlineStyles.noWrap);
    expect(screen.getByTestId('row').className).toContain(inlineStyles.gap.none);
  });
});

describe('Heading', () => {
  it('takes its element from the level and its size from the level unless given', () => {
    render(
      <>
        <Heading level={1}>Markets</Heading>
        <Heading level={2} size="body">
          Notices
        </Heading>
      </>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Markets' });
    expect(h1.className).toContain(headingStyles.size.heading);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Notices' });
    expect(h2.className).toContain(headingStyles.size.body);
  });
});

describe('Text', () => {
  it('is a paragraph in the neutral tone at body size unless told otherwise', () => {
    render(
      <>
        <Text>Plain</Text>
        <Text as="span" tone="critical" size="small" className="extra">
          Error
        </Text>
      </>,
    );
    const plain = screen.getByText('Plain');
    expect(plain.tagName).toBe('P');
    expect(plain.className).toContain(textStyles.tone.neutral);
    const error = screen.getByText('Error');
    expect(error.tagName).toBe('SPAN');
    expect(error.className).toContain(textStyles.tone.critical);
    expect(error.className).toContain(textStyles.size.small);
    expect(error.className).toContain('extra');
  });
});
