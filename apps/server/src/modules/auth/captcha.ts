import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

/** Captcha answers keyed by the client's `t` value; each answer can be checked once. */
export class CaptchaStore {
  private readonly answers = new Map<string, { answer: string; expires: number }>();

  create(key: string): string {
    const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (this.answers.size >= MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.delete(key);
    this.answers.set(key, { answer, expires: Date.now() + TTL_MS });
    return answer;
  }

  /** Case-insensitive; consumes the answer whatever the outcome. */
  verify(key: string | undefined, answer: string | undefined): boolean {
    if (!key || !answer) return false;
    const entry = this.answers.get(key);
    this.answers.delete(key);
    return !!entry && entry.expires > Date.now() && entry.answer === answer.trim().toUpperCase();
  }

  /** For tests and the demo CLI only. */
  peek(key: string): string | undefined {
    return this.answers.get(key)?.answer;
  }
}

/** A small distorted-text SVG. Not strong against OCR; the rate limits do the real work. */
export function captchaSvg(answer: string): string {
  const chars = [...answer]
    .map((c, i) => {
      const x = 18 + i * 26 + randomInt(-3, 4);
      const y = 32 + randomInt(-5, 6);
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" fill="#333">${c}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [
      randomInt(0, 120),
      randomInt(0, 44),
      randomInt(0, 120),
      randomInt(0, 44),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#888" stroke-width="1"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44" role="img" aria-label="captcha"><rect width="120" height="44" fill="#f2f2f2"/>${lines}${chars}</svg>`;
}
