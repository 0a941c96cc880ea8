import type { Node } from 'estree';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Message descriptors as the built app needs them. `defineMessages` / `defineMessage` (react-intl)
 * return their argument; in source they carry a `description` for translators, which no code reads
 * at run time (the catalogues and the i18n gate take it from the source). In the build each call is
 * marked pure, so a module's unused message groups drop out of the chunk that imports one group
 * (a route file's titles pull in no screen texts), and each `description` is left out. The ids and
 * the English defaults (the fallback when a catalogue fails to load) stay.
 */
function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node) as unknown[]) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof (child as Node).type === 'string') visit(child as Node, enter);
    }
  }
}

export function stripMessageDescriptors(
  code: string,
  parse: (code: string) => Node,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!/\bdefineMessages?\s*\(/.test(code)) return null;
  const out = new MagicString(code);
  let changed = false;
  visit(parse(code), (node) => {
    if (
      node.type !== 'CallExpression' ||
      node.callee.type !== 'Identifier' ||
      !/^defineMessages?$/.test(node.callee.name)
    )
      return;
    const start = (node as Node & { start: number }).start;
    out.prependLeft(start, '/* @__PURE__ */ ');
    changed = true;
    const [arg] = node.arguments;
    if (arg?.type !== 'ObjectExpression') return;
    const descriptors =
      node.callee.name === 'defineMessage'
        ? [arg]
        : arg.properties.flatMap((p) =>
            p.type === 'Property' && p.value.type === 'ObjectExpression' ? [p.value] : [],
          );
    for (const descriptor of descriptors) {
      const properties = descriptor.properties;
      properties.forEach((property, index) => {
        if (
          property.type !== 'Property' ||
          property.computed ||
          !(
            (property.key.type === 'Identifier' && property.key.name === 'description') ||
            (property.key.type === 'Literal' && property.key.value === 'description')
          )
        )
          return;
        const from = (property as Node & { start: number }).start;
        const next = properties[index + 1] as (Node & { start: number }) | undefined;
        const to = next ? next.start : (property as Node & { end: number }).end;
        out.remove(from, to);
      });
    }
  });
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
}

export function messageDescriptorsPlugin(): Plugin {
  return {
    name: 'message-descriptors',
    apply: 'build',
    // After vite's own TypeScript/JSX transform: the code is JavaScript the bundler's parser reads.
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      return stripMessageDescriptors(code, (text) => this.parse(text) as Node);
    },
  };
}
