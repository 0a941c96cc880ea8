import type { Middleware } from 'openapi-fetch';
import type { ServiceClock } from '../serviceTime';

/** Every response `date` header updates the service-time offset (spec §7). */
export function serviceTime(clock: ServiceClock): Middleware {
  return {
    onResponse({ response }) {
      const date = response.headers.get('date');
      if (date) clock.update(date);
      return undefined;
    },
  };
}
