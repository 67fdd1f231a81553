import type { Core } from '@strapi/strapi';
import { assertAdmin, type RequestContext } from '../lib/admin-key';

/** Route policy: the request must carry the admin key (config.allowQuery: also `?adminKey=`). */
const adminKey = async (
  policyContext: RequestContext,
  config: { allowQuery?: boolean } = {},
  _deps: { strapi: Core.Strapi },
) => {
  await assertAdmin(policyContext, { allowQuery: config.allowQuery === true });
  return true;
};

export default adminKey;
