import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './messages';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const ACCENT = new Map([...PLAIN].map((char, index) => [char, ACCENTED[index] ?? char]));

const accent = (text: string) => [...text].map((char) => ACCENT.get(char) ?? char).join('');

/** Letters and digits of literal text: what a translation would lengthen. */
function literalLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const node of elements) {
    if (node.type === TYPE.literal) length += node.value.replace(/\s/g, '').length;
    else if (node.type === TYPE.tag) length += literalLength(node.children);
    else if (node.type === TYPE.plural || node.type === TYPE.select) {
      const first = Object.values(node.options)[0];
      if (first) length += literalLength(first.value);
    }
  }
  return length;
}

function accentElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((node): MessageFormatElement => {
    switch (node.type) {
      case TYPE.literal:
        return { ...node, value: accent(node.value) };
      case TYPE.tag:
        return { ...node, children: accentElements(node.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...node,
          options: Object.fromEntries(
            Object.entries(node.options).map(([key, option]) => [
              key,
              { ...option, value: accentElements(option.value) },
            ]),
          ),
        } as MessageFormatElement;
      default:
        return node;
    }
  });
}

/**
 * One message in the pseudo-locale: literal text accented, padded by ~40 % of its length and wrapped
 * in brackets, so an unextracted string (no accents), a clipped one (no closing bracket) and a layout
 * that cannot take longer languages all show. Arguments, plural/select keys and tags are kept.
 */
export function pseudoLocalizeMessage(
  elements: readonly MessageFormatElement[],
): MessageFormatElement[] {
  const length = literalLength(elements);
  if (length === 0) return [...elements];
  const padding = '~'.repeat(Math.ceil(length * 0.4));
  return [
    { type: TYPE.literal, value: '[' },
    ...accentElements(elements),
    { type: TYPE.literal, value: ` ${padding}]` },
  ];
}

export function pseudoLocalizeMessages(messages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, elements]) => [id, pseudoLocalizeMessage(elements)]),
  );
}
