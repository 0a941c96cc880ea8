import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './Carousel.css';

/** Spec §9: slides change every 3000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

const messages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  position: { index: number; count: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  pause: NoMessageValues;
  play: NoMessageValues;
  show: { index: number; count: number };
}>({
  carousel: {
    id: 'ui.carousel.role',
    defaultMessage: 'carousel',
    description: 'What a screen reader calls a carousel of slides (aria-roledescription)',
  },
  slide: {
    id: 'ui.carousel.slideRole',
    defaultMessage: 'slide',
    description: 'What a screen reader calls one slide of a carousel (aria-roledescription)',
  },
  position: {
    id: 'ui.carousel.position',
    defaultMessage: '{index} of {count}',
    description: 'Accessible name of one slide: its position, e.g. "2 of 5"',
  },
  previous: {
    id: 'ui.carousel.previous',
    defaultMessage: 'Previous slide',
    description: 'Button showing the previous slide of a carousel',
  },
  next: {
    id: 'ui.carousel.next',
    defaultMessage: 'Next slide',
    description: 'Button showing the next slide of a carousel',
  },
  pause: {
    id: 'ui.carousel.pause',
    defaultMessage: 'Stop automatic slide show',
    description: 'Button that stops the slides changing by themselves',
  },
  play: {
    id: 'ui.carousel.play',
    defaultMessage: 'Start automatic slide show',
    description: 'Button that lets the slides change by themselves again',
  },
  show: {
    id: 'ui.carousel.show',
    defaultMessage: 'Show slide {index} of {count}',
    description: 'Button (a dot) that shows one particular slide of a carousel',
  },
});

export interface CarouselSlide {
  id: string | number;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel, e.g. "Promotions". */
  label: string;
  /** Time per slide while playing; defaults to 3000 ms. */
  autoplayMs?: number;
  /** Start playing (default); reduced motion never autoplays. */
  autoplay?: boolean;
  /** Overrides the prefers-reduced-motion media query (stories, tests). */
  reducedMotion?: boolean;
  /** Shown when there are no slides (nothing is rendered without it). */
  empty?: ReactNode;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Next index after `index` moved by `step`, wrapping around `count` slides. */
export const wrapIndex = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

function Icon({ path, flip = false }: { path: ReactNode; flip?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={flip ? styles.flipInRtl : undefined}
    >
      {path}
    </svg>
  );
}

/**
 * Slides that change by themselves every 3 s (WAI-ARIA carousel pattern): a stop/start button first,
 * previous/next buttons and one dot per slide, all 44 px targets. Autoplay pauses while the pointer
 * or keyboard focus is inside, never starts under reduced motion, and the slide is announced only
 * when the user changes it (live region off while rotating).
 */
export function Carousel({
  slides,
  label,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  autoplay = true,
  reducedMotion,
  empty,
  className,
}: CarouselProps) {
  const intl = useIntl();
  const still = reducedMotion ?? prefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplay && !still);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const rotating = playing && !hovered && !focused && count > 1;

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
  }, [count]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, autoplayMs]);

  if (count === 0) return empty ? <>{empty}</> : null;

  const go = (step: number) => setIndex(wrapIndex(current, step, count));

  return (
    <section
      ref={root}
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={intl.formatMessage(messages.slide)}
            aria-label={intl.formatMessage(messages.position, { index: i + 1, count })}
            hidden={i !== current}
            className={styles.slide}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <div className={styles.buttons}>
            <AriaButton
              className={styles.control}
              onPress={() => setPlaying((p) => !p)}
              aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}
            >
              <Icon
                path={
                  playing ? (
                    <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
                  ) : (
                    <path d="M4 3l9 5-9 5z" fill="currentColor" />
                  )
                }
                flip={!playing}
              />
            </AriaButton>
            <AriaButton
              className={styles.control}
              onPress={() => go(-1)}
              aria-label={intl.formatMessage(messages.previous)}
            >
              <Icon
                path={<path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />}
                flip
              />
            </AriaButton>
            <AriaButton
              className={styles.control}
              onPress={() => go(1)}
              aria-label={intl.formatMessage(messages.next)}
            >
              <Icon
                path={<path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />}
                flip
              />
            </AriaButton>
          </div>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <AriaButton
                key={slide.id}
                className={styles.control}
                onPress={() => setIndex(i)}
                aria-label={intl.formatMessage(messages.show, { index: i + 1, count })}
                aria-current={i === current}
              >
                <span className={styles.dot} />
              </AriaButton>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
