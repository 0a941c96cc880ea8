import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 126 and later; other engines read a comment): every function
 * of the file is compiled with the file, on the script streamer's thread while it downloads,
 * instead of lazily on the main thread the first time it is called. Only the entry has it: its code
 * runs almost all at start-up. React DOM alone is one CommonJS factory of 200 KiB that the entry
 * calls as it evaluates, and compiled lazily that call was most of the entry's 80-100 ms evaluation
 * task here. Measured on this machine, same run:
 * - the entry's evaluation in a CPU profile of the page's start, 98 -> 43 ms;
 * - Lighthouse (mobile, four interleaved runs each), median total blocking time and score: /m/index
 *   1087 -> 615 ms (0.79 -> 0.86), /m/quotation 889 -> 652 ms (0.75 -> 0.85), /m/login 1048 -> 701
 *   ms (0.77 -> 0.83).
 * The hint on every chunk was worse than on the entry alone (a lazy chunk's unused functions are
 * then compiled too, on the main thread where a chunk is too small to stream): the three routes'
 * scores 0.88, 0.81, 0.83 against 0.92, 0.87, 0.87. The cost here is the bytecode of the entry's
 * functions that start-up does not call, compiled off the main thread. V8 reads the hint only as
 * the file's first line, so it goes in after Vite has put its own first line (the lazy chunks'
 * dependency list) there: a post-ordered generateBundle. The file's name keeps its hash; the hint
 * is the same in every build. See https://v8.dev/blog/explicit-compile-hints.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Source map mappings one generated line down: the hint is a line that maps to nothing. */
const mappingsAfterHint = (mappings: string) => `;${mappings}`;

export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.isEntry) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          if (file.map) file.map.mappings = mappingsAfterHint(file.map.mappings);
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: mappingsAfterHint(map.mappings) });
          }
        }
      },
    },
  };
}
