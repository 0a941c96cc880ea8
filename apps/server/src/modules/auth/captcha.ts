import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { sweepExpired } from './throttle';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60_000;

const answerHash = (key: string, answer: string) =>
  createHash('sha256').update(`captcha\u0000${key}\u0000${answer}`).digest();

/**
 * Captcha answers keyed by the client's `t` value, in the database (`captcha_answers`, hashed), so any
 * instance can check an answer another one issued. Each answer can be checked once.
 */
export class CaptchaStore {
  constructor(
    private readonly db: Db,
    /** Told every answer issued (tests read the answer here; nothing else should). */
    private readonly onIssued?: (key: string, answer: string) => void,
  ) {}

  async create(key: string): Promise<string> {
    const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    await sweepExpired(this.db);
    const hashed = answerHash(key, answer).toString('hex');
    await this.db.execute(
      sql`INSERT INTO captcha_answers (key, answer_hash, expires_at)
          VALUES (${key}, ${hashed}, now() + ${TTL_MS}::integer * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET answer_hash = excluded.answer_hash,
            expires_at = excluded.expires_at`,
    );
    this.onIssued?.(key, answer);
    return answer;
  }

  /** Case-insensitive; consumes the answer whatever the outcome. */
  async verify(key: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!key || !answer) return false;
    const [row] = await queryRows<{ hash: string; live: boolean }>(
      this.db,
      sql`DELETE FROM captcha_answers WHERE key = ${key}
          RETURNING answer_hash AS "hash", expires_at > now() AS "live"`,
    );
    if (!row?.live) return false;
    const given = answerHash(key, answer.normalize('NFKC').trim().toUpperCase());
    const stored = Buffer.from(row.hash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  }
}

/**
 * A stroke font on a 6 × 10 grid (y down): per glyph, polylines separated by `|`, points `x,y`. The
 * glyphs are drawn as paths; no character of the answer is text anywhere in the image.
 */
const STROKE_FONT: Record<string, string> = {
  A: '0,10 3,0 6,10|1,6.5 5,6.5',
  B: '0,0 0,10 4.5,10 6,8.5 6,6.5 4.5,5 0,5|0,0 4,0 5.5,1.3 5.5,3.7 4,5',
  C: '6,1.5 4.5,0 1.5,0 0,2 0,8 1.5,10 4.5,10 6,8.5',
  D: '0,0 0,10 3.5,10 6,7.5 6,2.5 3.5,0 0,0',
  E: '6,0 0,0 0,10 6,10|0,5 4.5,5',
  F: '6,0 0,0 0,10|0,5 4.5,5',
  G: '6,1.5 4.5,0 1.5,0 0,2 0,8 1.5,10 4.5,10 6,8.5 6,5.5 3.5,5.5',
  H: '0,0 0,10|6,0 6,10|0,5 6,5',
  J: '6,0 6,8 4.5,10 1.5,10 0,8',
  K: '0,0 0,10|6,0 0,6|2,4.5 6,10',
  L: '0,0 0,10 6,10',
  M: '0,10 0,0 3,6 6,0 6,10',
  N: '0,10 0,0 6,10 6,0',
  P: '0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5',
  Q: '1.5,0 4.5,0 6,2 6,8 4.5,10 1.5,10 0,8 0,2 1.5,0|3.5,7 6.5,10.5',
  R: '0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5|3,5 6,10',
  S: '6,1.5 4.5,0 1.5,0 0,1.5 0,3.5 1.5,5 4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,8.5',
  T: '0,0 6,0|3,0 3,10',
  U: '0,0 0,8 1.5,10 4.5,10 6,8 6,0',
  V: '0,0 3,10 6,0',
  W: '0,0 1.5,10 3,4 4.5,10 6,0',
  X: '0,0 6,10|6,0 0,10',
  Y: '0,0 3,5 6,0|3,5 3,10',
  Z: '0,0 6,0 0,10 6,10',
  '2': '0,2 1.5,0 4.5,0 6,2 6,4 0,10 6,10',
  '3': '0,1.5 1.5,0 4.5,0 6,1.5 6,3.5 4.5,5 2,5|4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,8.5',
  '4': '4.5,10 4.5,0 0,7 6,7',
  '5': '6,0 0.5,0 0,4.5 4.5,4.5 6,6 6,8.5 4.5,10 1.5,10 0,8.5',
  '6': '5.5,0.5 3.5,0 1.5,0 0,2 0,8.5 1.5,10 4.5,10 6,8.5 6,6.5 4.5,5 1.5,5 0,6.5',
  '7': '0,0 6,0 2,10',
  '8': '1.5,5 0,3.5 0,1.5 1.5,0 4.5,0 6,1.5 6,3.5 4.5,5 1.5,5 0,6.5 0,8.5 1.5,10 4.5,10 6,8.5 6,6.5 4.5,5',
  '9': '6,3.5 4.5,5 1.5,5 0,3.5 0,1.5 1.5,0 4.5,0 6,1.5 6,8 4.5,10 2.5,10 0.5,9.5',
};
type Point = readonly [number, number];
const GLYPHS: Record<string, Point[][]> = Object.fromEntries(
  Object.entries(STROKE_FONT).map(([char, strokes]) => [
    char,
    strokes
      .split('|')
      .map((line) => line.split(' ').map((p) => p.split(',').map(Number) as unknown as Point)),
  ]),
);

const WIDTH = 120;
const HEIGHT = 44;
/** A uniform random number in [min, max) with 0.01 resolution. */
const rand = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100)) / 100;
/** One decimal: no run of four digits (an all-digit answer) can appear in the numbers. */
const num = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const ink = () => `rgb(${randomInt(40, 110)},${randomInt(40, 110)},${randomInt(60, 130)})`;

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The answer drawn as jittered, rotated strokes of a built-in stroke font, shuffled among noise strokes
 * of the same style. The SVG holds no text: the answer is not in any element, attribute or title.
 */
export function captchaSvg(answer: string): string {
  const strokes: string[] = [];
  [...answer].forEach((char, i) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error('captcha answer outside the alphabet');
    const scaleX = rand(1.9, 2.6);
    const scaleY = rand(2.1, 2.7);
    const angle = rand(-0.35, 0.35);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const originX = 10 + i * 27 + rand(-3, 3);
    const originY = (HEIGHT - 10 * scaleY) / 2 + rand(-3, 3);
    const colour = ink();
    const width = num(rand(1.8, 2.6));
    for (const line of glyph) {
      const d = line
        .map(([gx, gy], n) => {
          // Rotate about the glyph's centre, then move it into its cell; every point jittered.
          const x = (gx - 3) * scaleX;
          const y = (gy - 5) * scaleY;
          const px = originX + 3 * scaleX + x * cos - y * sin + rand(-0.7, 0.7);
          const py = originY + 5 * scaleY + x * sin + y * cos + rand(-0.7, 0.7);
          return `${n === 0 ? 'M' : 'L'}${num(px)} ${num(py)}`;
        })
        .join(' ');
      strokes.push(
        `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  });
  for (let i = 0; i < 5; i++) {
    const d = `M${num(rand(0, WIDTH))} ${num(rand(0, HEIGHT))} Q${num(rand(0, WIDTH))} ${num(rand(0, HEIGHT))} ${num(rand(0, WIDTH))} ${num(rand(0, HEIGHT))}`;
    strokes.push(
      `<path d="${d}" fill="none" stroke="${ink()}" stroke-width="${num(rand(1, 2.2))}" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 24; i++) {
    strokes.push(
      `<circle cx="${num(rand(0, WIDTH))}" cy="${num(rand(0, HEIGHT))}" r="${num(rand(0.5, 1.6))}" fill="${ink()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="captcha"><rect width="${WIDTH}" height="${HEIGHT}" fill="rgb(242,242,242)"/>${shuffle(strokes).join('')}</svg>`;
}
