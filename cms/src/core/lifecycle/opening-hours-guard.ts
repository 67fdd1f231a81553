import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { validateOpeningHours } from '@tampa-local/domain';

const BUSINESS = 'api::business.business';

/**
 * A business's opening hours reach the site only when they make sense: every save (the
 * panel, the seed, a script) is checked by the domain's rules and refused with the reason
 * (a 400 in the panel), and the stored value is the validated one (intervals in order).
 * An empty value stays allowed: the site then shows no open/closed state.
 */
export function registerOpeningHoursGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === BUSINESS && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      const hours = data?.openingHours;
      if (data && hours !== undefined && hours !== null) {
        const result = validateOpeningHours(hours);
        if (!result.ok) {
          throw new errors.ValidationError(`Opening hours: ${result.error}`, {
            errors: [{ path: ['openingHours'], message: result.error, name: 'ValidationError' }],
          });
        }
        data.openingHours = result.value;
      }
    }
    return next();
  });
}
