import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@repo/api-schema/schema';
import { carouselMessages as messages } from './messages';
import * as styles from './home.css';

type Banner = Schema<'Banner'>;

/** Spec §9: the home banner changes every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home banner carousel (WAI-ARIA carousel pattern): one banner showing, previous/next buttons,
 * a stop/start button, autoplay every 3 s that pauses while the pointer or focus is inside and does
 * not start under reduced motion. Announces the banner only when the user changes it.
 */
export function BannerCarousel({
  banners,
  label,
  autoplayMs = BANNER_AUTOPLAY_MS,
}: {
  banners: readonly Banner[];
  label: string;
  autoplayMs?: number;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const current = count === 0 ? 0 : index % count;
  const rotating = playing && !hovered && !focused && count > 1;

  // Pause while the pointer or keyboard focus is inside (WAI-ARIA carousel pattern). Listeners go on
  // the element directly: the section itself is not interactive.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, autoplayMs]);

  const go = (step: number) => setIndex((i) => ((((i % count) + step) % count) + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      data-testid="home-carousel"
      ref={root}
    >
      {count > 1 ? (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => setPlaying((p) => !p)}
            aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              {playing ? (
                <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
              ) : (
                <path d="M4 3l9 5-9 5z" fill="currentColor" />
              )}
            </svg>
          </button>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => go(-1)}
            aria-label={intl.formatMessage(messages.previous)}
          >
            <svg
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
              className={styles.flipInRtl}
            >
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => go(1)}
            aria-label={intl.formatMessage(messages.next)}
          >
            <svg
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
              className={styles.flipInRtl}
            >
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ) : null}
      <div aria-live={rotating ? 'off' : 'polite'} className={styles.slides}>
        {banners.map((banner, i) => {
          const position = intl.formatMessage(messages.slide, { index: i + 1, count });
          const image = (
            <img
              src={banner.image}
              alt={banner.title || position}
              className={styles.bannerImage}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={intl.formatMessage(messages.slideRole)}
              aria-label={position}
              hidden={i !== current}
              className={styles.slide}
              data-testid="home-banner"
            >
              {banner.link ? (
                <a href={banner.link} className={styles.bannerLink}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
