import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './messages';

export interface RejectedTranslation {
  id: string;
  reason: string;
}

export interface OverlayResult {
  messages: CompiledMessages;
  rejected: RejectedTranslation[];
}

/** The argument names a message uses (`{count}`, `{amount, number}`, `<b>…</b>` tags). */
export function argumentNames(elements: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          names.add(node.value);
          break;
        case TYPE.plural:
        case TYPE.select:
          names.add(node.value);
          for (const option of Object.values(node.options)) visit(option.value);
          break;
        case TYPE.tag:
          names.add(node.value);
          visit(node.children);
          break;
        default:
          break;
      }
    }
  };
  visit(elements);
  return names;
}

/**
 * Operators edit texts on the server (`/translation/list`): raw ICU strings that replace the bundled
 * ones. A string that does not parse, or that uses an argument the app does not pass (it would fail
 * at render time), is dropped and reported, never thrown; the bundled message stays.
 */
export function overlayServerTranslations(
  bundled: CompiledMessages,
  server: Readonly<Record<string, unknown>>,
): OverlayResult {
  const messages: CompiledMessages = { ...bundled };
  const rejected: RejectedTranslation[] = [];
  for (const [id, raw] of Object.entries(server)) {
    if (typeof raw !== 'string' || raw.trim() === '') {
      rejected.push({ id, reason: 'not a non-empty string' });
      continue;
    }
    let ast: MessageFormatElement[];
    try {
      ast = parse(raw);
    } catch (error) {
      rejected.push({ id, reason: `invalid ICU: ${(error as Error).message}` });
      continue;
    }
    const original = bundled[id];
    if (original) {
      const allowed = argumentNames(original);
      const unknown = [...argumentNames(ast)].filter((name) => !allowed.has(name));
      if (unknown.length > 0) {
        rejected.push({ id, reason: `unknown arguments: ${unknown.join(', ')}` });
        continue;
      }
    }
    messages[id] = ast;
  }
  return { messages, rejected };
}
