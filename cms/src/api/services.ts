import type { Core } from '@strapi/strapi';

/**
 * The product's services, typed by their own factories. Strapi's registry
 * (`strapi.service(uid)`) knows nothing of their shapes; service-types.ts says what each
 * uid holds, so controllers and services call each other with checked types. This module
 * imports none of them: a service that calls another imports serviceOf from here without
 * depending, even by its types, on the services that call it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by service-types.ts
export interface Services {}

export function serviceOf<K extends keyof Services>(strapi: Core.Strapi, uid: K): Services[K] {
  return strapi.service(uid) as unknown as Services[K];
}
