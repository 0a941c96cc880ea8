import { useIntl } from 'react-intl';
import type { Schema } from '@repo/api-schema/schema';
import { Carousel } from '@repo/ui/components/Carousel';
import { carouselMessages as messages } from './messages';
import * as styles from './home.css';

type Banner = Schema<'Banner'>;

/**
 * The home banners (spec §2, autoplay 3000 ms of spec §9) on the design system's Carousel: each
 * banner is its image, a link when the banner has one. An untitled banner is named by its position.
 */
export function BannerCarousel({
  banners,
  label,
  autoplayMs,
}: {
  banners: readonly Banner[];
  label: string;
  autoplayMs?: number | undefined;
}) {
  const intl = useIntl();
  const count = banners.length;
  const slides = banners.map((banner, i) => {
    const image = (
      <img
        src={banner.image}
        alt={banner.title || intl.formatMessage(messages.banner, { index: i + 1, count })}
        className={styles.bannerImage}
        loading={i === 0 ? 'eager' : 'lazy'}
        // The first banner is the home page's largest paint: fetched before the other images.
        fetchPriority={i === 0 ? 'high' : 'auto'}
      />
    );
    return {
      id: banner.id,
      content: banner.link ? (
        <a href={banner.link} className={styles.bannerLink}>
          {image}
        </a>
      ) : (
        image
      ),
    };
  });
  return (
    <div data-testid="home-carousel" className={styles.carousel}>
      <Carousel
        slides={slides}
        label={label}
        {...(autoplayMs === undefined ? {} : { autoplayMs })}
      />
    </div>
  );
}
