import type { Core } from '@strapi/strapi';
import { sessionHandlers } from '../../session-handlers';
import { MODERATOR_ROLE } from '../../../core/auth/sessions';

/** /api/moderator/session: sign in, who is signed in, sign out (moderators only). */
export default ({ strapi }: { strapi: Core.Strapi }) => sessionHandlers(strapi, MODERATOR_ROLE);
