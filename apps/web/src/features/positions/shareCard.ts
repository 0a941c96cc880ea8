/**
 * The result card a user shares from a closed order: drawn on a canvas with the operator's name,
 * logo and theme colours; amounts only when the user asked for them. Pure drawing: the dialog
 * supplies the texts (already translated and formatted) and the colours (read from theme tokens).
 */

export interface CardColours {
  brand: string;
  onBrand: string;
  surface: string;
  text: string;
  secondary: string;
  rise: string;
  fall: string;
}

export interface CardContent {
  siteName: string;
  product: string;
  direction: string;
  /** The direction's trend: a long is drawn in the rise colour, a short in the fall colour. */
  directionTrend: 'rise' | 'fall';
  multiple: string;
  returnLabel: string;
  /** Signed percent with its sign and `%`. */
  percent: string;
  trend: 'rise' | 'fall' | 'flat';
  /** P&L and prices, only when the user ticked "show amounts". */
  amounts: readonly string[];
  closedAt: string;
  riskNote: string;
  /** RTL languages: text aligned to the right. */
  rtl: boolean;
}

export const CARD_SIZE = { width: 720, height: 960 } as const;

/** Draws the card on `canvas` (sized to CARD_SIZE); `logo` is drawn when it loaded. */
export function drawShareCard(
  canvas: HTMLCanvasElement,
  content: CardContent,
  colours: CardColours,
  logo?: CanvasImageSource | null,
): void {
  canvas.width = CARD_SIZE.width;
  canvas.height = CARD_SIZE.height;
  const g = canvas.getContext('2d');
  if (!g) return;
  const { width, height } = CARD_SIZE;
  const pad = 56;
  const start = content.rtl ? width - pad : pad;
  g.direction = content.rtl ? 'rtl' : 'ltr';
  g.textAlign = 'start';
  g.textBaseline = 'alphabetic';
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;

  g.fillStyle = colours.surface;
  g.fillRect(0, 0, width, height);
  // The operator's band: brand colour with the logo and the site name.
  g.fillStyle = colours.brand;
  g.fillRect(0, 0, width, 168);
  let nameAt = start;
  if (logo) {
    const size = 72;
    const x = content.rtl ? width - pad - size : pad;
    g.drawImage(logo, x, 48, size, size);
    nameAt = content.rtl ? x - 20 : x + size + 20;
  }
  g.fillStyle = colours.onBrand;
  g.font = font(40, 700);
  g.fillText(content.siteName, nameAt, 98, width - 2 * pad - 92);

  g.fillStyle = colours.text;
  g.font = font(56, 700);
  g.fillText(content.product, start, 280, width - 2 * pad);
  g.font = font(36, 700);
  g.fillStyle = content.directionTrend === 'rise' ? colours.rise : colours.fall;
  g.fillText(`${content.direction}  ${content.multiple}`, start, 340, width - 2 * pad);

  g.fillStyle = colours.secondary;
  g.font = font(30);
  g.fillText(content.returnLabel, start, 450);
  g.fillStyle =
    content.trend === 'rise'
      ? colours.rise
      : content.trend === 'fall'
        ? colours.fall
        : colours.text;
  g.font = font(120, 800);
  g.fillText(content.percent, start, 580, width - 2 * pad);

  g.fillStyle = colours.text;
  g.font = font(32);
  content.amounts.forEach((line, index) => {
    g.fillText(line, start, 660 + index * 48, width - 2 * pad);
  });

  g.fillStyle = colours.secondary;
  g.font = font(26);
  g.fillText(content.closedAt, start, height - 120, width - 2 * pad);
  g.font = font(22);
  g.fillText(content.riskNote, start, height - 64, width - 2 * pad);
}

/** The canvas as a PNG file. */
export function cardFile(canvas: HTMLCanvasElement, name: string): Promise<File | null> {
  return new Promise((done) => {
    canvas.toBlob((blob) => done(blob ? new File([blob], name, { type: 'image/png' }) : null));
  });
}

/**
 * Shares the file through the Web Share API when the device can share files, otherwise downloads
 * it. Returns how it went ("cancelled" when the user closed the share sheet).
 */
export async function shareOrDownload(
  file: File,
  nav: Partial<Pick<Navigator, 'share' | 'canShare'>> = navigator,
  doc: Document = document,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  if (nav.share && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file] });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Sharing refused (permissions, a browser quirk): fall back to the download.
    }
  }
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return 'downloaded';
}

/** Whether this device can share files (the button says Share; otherwise Download). */
export function canShareFiles(nav: Partial<Pick<Navigator, 'share' | 'canShare'>> = navigator) {
  if (!nav.share || !nav.canShare) return false;
  try {
    return nav.canShare({ files: [new File([''], 'probe.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}
