/**
 * Components use semantic tokens only (STYLE.md habit 1): no hex, rgb()/hsl()/... or named colour in
 * any string of any file under src/components. Hues live in theme seed files. System colours
 * (CanvasText, Highlight, ...) for forced-colors branches, `transparent` and `currentColor` are allowed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const HEX = /(?<![\w&/])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
// CSS named colours (CSS Color 4), minus the ones that double as common words in keys.
const NAMED = new RegExp(
  `\\b(?:${[
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet',
    'brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan',
    'darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta',
    'darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue',
    'darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey',
    'dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray',
    'green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush',
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray',
    'lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray',
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon',
    'mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue',
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin',
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen',
    'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple',
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna',
    'silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle',
    'tomato turquoise violet wheat white whitesmoke yellow yellowgreen',
  ]
    .join(' ')
    .split(' ')
    .join('|')})\\b`,
  'i',
);
/** Keys whose string values are CSS colours or contain one (borders, shadows, gradients). */
const STYLE_KEY =
  /^(?:color|background\w*|border\w*|outline\w*|fill|stroke|\w*Shadow|\w*Color|textDecoration\w*|caretColor|accentColor)$/;

export interface ColourLiteral {
  line: number;
  text: string;
  reason: string;
}

/** Colour literals in the strings (and template parts) of one TypeScript/TSX source. */
export function findColourLiterals(source: string, fileName = 'file.tsx'): ColourLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: ColourLiteral[] = [];
  const check = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const parent = node.parent;
    const key =
      parent && ts.isPropertyAssignment(parent) && !ts.isComputedPropertyName(parent.name)
        ? parent.name.getText(file).replace(/['"]/g, '')
        : undefined;
    const styleValue =
      (key !== undefined && STYLE_KEY.test(key)) || ts.isTemplateLiteralToken(node);
    if (HEX.test(text)) found.push({ line, text, reason: 'hex colour' });
    else if (FUNCTION.test(text)) found.push({ line, text, reason: 'colour function' });
    else if ((styleValue || /^\s*[a-z]+\s*$/i.test(text)) && NAMED.test(text))
      found.push({ line, text, reason: 'named colour' });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      check(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      check(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('findColourLiterals', () => {
  it.each([
    ["style({ color: '#fff' })", 'hex colour'],
    ['style({ background: "#0b57d0" })', 'hex colour'],
    ['const shadow = `0 1px 2px ${"rgba(0,0,0,.2)"}`;', 'colour function'],
    ['style({ boxShadow: `0 0 0 2px hsl(210 50% 40%)` })', 'colour function'],
    ["style({ color: 'red' })", 'named colour'],
    ["style({ border: '1px solid black' })", 'named colour'],
    ["<div style={{ backgroundColor: 'rebeccapurple' }} />", 'named colour'],
    ['const accent = "white";', 'named colour'],
    ['<svg fill="#000" />', 'hex colour'],
  ])('finds %s', (source, reason) => {
    expect(findColourLiterals(source).map((f) => f.reason)).toEqual([reason]);
  });

  it.each([
    'style({ color: vars.foreground.neutral })',
    "style({ '@media': { '(forced-colors: active)': { color: 'CanvasText', background: 'Canvas' } } })",
    "style({ borderColor: 'transparent', fill: 'currentColor' })",
    "const label = 'Place order';",
    "const href = '#terms';",
    '// a comment about #fff and red is not a string',
    "const story = 'Prices in red-up markets';",
  ])('allows %s', (source) => {
    expect(findColourLiterals(source)).toEqual([]);
  });
});

describe('components', () => {
  const root = path.resolve(import.meta.dirname, '../components');
  const files = sourceFiles(root);

  it('are scanned', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s has no colour literal',
    (_name, file) => {
      expect(findColourLiterals(fs.readFileSync(file, 'utf8'), file)).toEqual([]);
    },
  );
});
