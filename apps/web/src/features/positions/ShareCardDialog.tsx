import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@repo/ui/components/Button';
import { Checkbox } from '@repo/ui/components/Checkbox';
import { Dialog } from '@repo/ui/components/Dialog';
import { Stack } from '@repo/ui/components/Stack';
import { formatDateTime } from '@repo/ui/format';
import { useOrderText } from './format';
import { pnlPercent, pnlTrend, type Order } from './livePnl';
import { positionsMessages as messages } from './messages';
import {
  canShareFiles,
  cardFile,
  drawShareCard,
  shareOrDownload,
  type CardColours,
} from './shareCard';
import * as styles from './positions.css';

const COLOUR_KEYS = ['brand', 'onBrand', 'surface', 'text', 'secondary', 'rise', 'fall'] as const;

/** The theme's colours as the canvas needs them, read from hidden elements styled with the tokens. */
function readColours(host: HTMLElement): CardColours {
  const colours = {} as CardColours;
  for (const key of COLOUR_KEYS) {
    const probe = host.querySelector<HTMLElement>(`[data-colour="${key}"]`);
    colours[key] = (probe && getComputedStyle(probe).color) || 'CanvasText';
  }
  return colours;
}

/** The operator's logo, when it loads without tainting the canvas (CORS); otherwise none. */
function useLogo(url: string | undefined) {
  const [logo, setLogo] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => live && setLogo(image);
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return logo;
}

export interface ShareCardDialogProps {
  order: Order;
  /** The operator's site name and logo (site parameters SITE_NAME, SITE_FAVICON). */
  siteName: string;
  logoUrl?: string | undefined;
  precision: number;
  timeZone: string;
  onClose: () => void;
  /** The device's share API (tests and stories pass their own). */
  nav?: Partial<Pick<Navigator, 'share' | 'canShare'>>;
}

/**
 * A closed order's result card: product, direction, multiple and return in percent, with the
 * operator's branding; the USDT amounts only when the user ticks "Show amounts". Shared as an image
 * through the Web Share API where the device can share files, otherwise downloaded.
 */
export function ShareCardDialog({
  order,
  siteName,
  logoUrl,
  precision,
  timeZone,
  onClose,
  nav = typeof navigator === 'undefined' ? {} : navigator,
}: ShareCardDialogProps) {
  const intl = useIntl();
  const text = useOrderText();
  const [showAmounts, setShowAmounts] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const probes = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const logo = useLogo(logoUrl);
  const pnl = order.profitLoss ?? '0';
  const percent = pnlPercent(pnl, order.margin) ?? '0';
  const shownPercent = text.percent(percent);
  const direction = text.direction(order.direction);
  const alt = intl.formatMessage(messages.cardAlt, {
    product: order.productCode,
    direction,
    multiple: order.multiple,
    percent: shownPercent,
  });

  useEffect(() => {
    if (!probes.current) return;
    canvas.current ??= document.createElement('canvas');
    const amounts = showAmounts
      ? [
          `${intl.formatMessage(messages.pnl)}: ${intl.formatMessage(messages.amountUsdt, { amount: text.pnl(pnl) })}`,
          `${intl.formatMessage(messages.openPrice)}: ${text.price(order.openPrice, precision)}`,
          `${intl.formatMessage(messages.closePrice)}: ${text.price(order.closePrice, precision)}`,
        ]
      : [];
    drawShareCard(
      canvas.current,
      {
        siteName,
        product: order.productCode,
        direction,
        directionTrend: order.direction === 'long' ? 'rise' : 'fall',
        multiple: `×${order.multiple}`,
        returnLabel: intl.formatMessage(messages.cardReturn),
        percent: shownPercent,
        trend: pnlTrend(pnl),
        amounts,
        closedAt: formatDateTime(order.closeTime ?? order.createdAt, intl.locale, timeZone),
        riskNote: intl.formatMessage(messages.riskNote),
        rtl: getComputedStyle(probes.current).direction === 'rtl',
      },
      readColours(probes.current),
      logo,
    );
    try {
      setPreview(canvas.current.toDataURL('image/png'));
    } catch {
      setPreview(null);
    }
  }, [
    showAmounts,
    logo,
    order,
    siteName,
    precision,
    timeZone,
    intl,
    text,
    pnl,
    direction,
    shownPercent,
  ]);

  const sharing = canShareFiles(nav);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(messages.shareTitle)}
      footer={
        <Button
          isPending={busy}
          isDisabled={preview === null}
          onPress={() => {
            const drawn = canvas.current;
            if (!drawn) return;
            setBusy(true);
            void cardFile(drawn, `${order.orderNo}.png`)
              .then((file) => (file ? shareOrDownload(file, nav) : null))
              .finally(() => setBusy(false));
          }}
        >
          {intl.formatMessage(sharing ? messages.shareAction : messages.download)}
        </Button>
      }
    >
      <Stack gap="medium">
        <div ref={probes} className={styles.probeHost} aria-hidden="true">
          {COLOUR_KEYS.map((key) => (
            <span key={key} data-colour={key} className={styles.colourProbe[key]} />
          ))}
        </div>
        {preview ? (
          <img src={preview} alt={alt} className={styles.cardPreview} data-testid="share-card" />
        ) : (
          <p>{alt}</p>
        )}
        <Checkbox isSelected={showAmounts} onChange={setShowAmounts}>
          {intl.formatMessage(messages.showAmounts)}
        </Checkbox>
      </Stack>
    </Dialog>
  );
}
