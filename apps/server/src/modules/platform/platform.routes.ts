import { platformConfigAnswer } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { NO_TOKEN } from '../../plugins/openapi';
import { provinceName } from '../regions/regions.data';

/** GET /cruplat/getconfig: captcha switch and the platform's configured identity (portal.md 7.1). */
export const platformRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { platform, captcha, publicUrl } = ctx.config;
  const data = {
    usecaptcha: captcha ? 'true' : 'false',
    companyName: platform.name,
    province: provinceName(platform.provinceCode) ?? '',
    provinceCode: platform.provinceCode,
    supportPhone: platform.supportPhone,
    supportEmail: platform.supportEmail,
    filingNumber: platform.filingNumber,
    publicUrl,
  } as const;
  app.get(
    '/cruplat/getconfig',
    {
      config: { publicCache: { tags: ['platform'] } },
      schema: { security: NO_TOKEN, tags: ['platform'], summary: '平台配置', response: { 200: platformConfigAnswer } },
    },
    async () => ok(data),
  );
};
