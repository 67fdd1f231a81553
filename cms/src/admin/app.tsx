import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { LocationPanel } from './location/LocationPanel';
import { OPENING_HOURS_FIELD } from '../core/lifecycle/opening-hours-field';

export default {
  config: {
    locales: [],
  },
  register(app: StrapiApp) {
    // Opening hours: days and times instead of raw JSON (the column stays the JSON the site reads).
    app.customFields.register({
      ...OPENING_HOURS_FIELD,
      intlLabel: { id: 'opening-hours.label', defaultMessage: 'Opening hours' },
      intlDescription: {
        id: 'opening-hours.description',
        defaultMessage: 'Each day’s opening and closing times; a close before the open runs past midnight',
      },
      components: {
        // The content manager renders it with the field's InputProps; the registry types inputs loosely.
        Input: async () =>
          import('./opening-hours/OpeningHoursInput').then(({ OpeningHoursInput }) => ({
            default: OpeningHoursInput as ComponentType,
          })),
      },
    });
  },
  bootstrap(app: StrapiApp) {
    // Location: the listing's latitude and longitude picked on a map beside the form.
    const contentManager = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    contentManager.addEditViewSidePanel([LocationPanel]);
  },
};
