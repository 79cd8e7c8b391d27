import { CERTIFICATION_MESSAGES as M, messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  certify,
  creditCode,
  enterprisePayload,
  newPerson,
  providerPayload,
  uploadLicence,
} from './test/certification-client';

let t: TestApp;
let person: string;
let provider: string;
let licence: string;
beforeAll(async () => {
  t = await buildTestApp();
  person = await newPerson(t, 'msg_person', '13700000101');
  provider = await t.tokenFor('bz_admin');
  licence = await uploadLicence(t, person);
});
afterAll(() => t?.close());

const valid = () => enterprisePayload(licence, creditCode(101));
const long = 'x'.repeat(1001);
const v = messages.validation;

describe('enterprise payload (portal.md 5.5): each rule answers its message', () => {
  it.each([
    ['legalRepresentative', undefined, M.legalRepresentative],
    ['legalRepresentative', '  ', M.legalRepresentative],
    ['province', undefined, M.area],
    ['city', '', M.area],
    ['district', undefined, M.area],
    ['district', '999999', M.area],
    ['companyName', '', M.companyName],
    ['contactPhone', '', M.contactPhone],
    ['contactPhone', '1380000111', v.mobile],
    ['contactPhone', '12800001111', v.mobile],
    ['companyType', undefined, M.companyType],
    ['companyType', '不存在的类型', M.companyType],
    ['industryCategory', undefined, M.industry],
    ['secondaryIndustry', '', M.industry],
    ['secondaryIndustry', '99', M.industry],
    ['numberOfEmployees', undefined, M.numberOfEmployees],
    ['numberOfEmployees', '一万人', M.numberOfEmployees],
    ['businessIncome', '', M.businessIncome],
    ['businessIncome', '很多', M.businessIncome],
    ['personInCharge', undefined, M.personInCharge],
    ['fdAddOn2', '', M.profile],
    ['fdAddOn2', long, M.longText],
    ['companyAddress', undefined, M.companyAddress],
    ['creditCode', undefined, v.creditCodeRequired],
    ['creditCode', '', v.creditCodeRequired],
    ['creditCode', '91140100abcdefghij', v.creditCodeFormat],
    ['creditCode', '9114010000000001', v.creditCodeFormat],
    ['creditCode', `${creditCode(101).slice(0, 17)}${creditCode(101).endsWith('0') ? '1' : '0'}`, v.creditCodeChecksum],
    ['certificationDocuments', undefined, M.licence],
    ['certificationDocuments', '', M.licence],
    ['companyWebsite', 'javascript:alert(7)', v.url],
    ['companyWebsite', 'www.example.cn', v.url],
  ])('%s = %j → %s', async (field, value, msg) => {
    const res = await certify(t, person, { ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });

  it('refuses an unknown certify type', async () => {
    const res = await certify(t, person, { ...valid(), certifyType: '政府' });
    expect(res.statusCode).toBe(400);
  });
});

describe('provider payload (portal.md 5.6): each rule answers its message', () => {
  it.each([
    ['contactName', undefined, M.contactName],
    ['serviceProviderType', '', M.serviceProviderType],
    ['serviceProviderType', '不存在', M.serviceProviderType],
    ['serviceProviderCategory', undefined, M.serviceProviderCategory],
    ['serviceProviderCategory', '不存在的场景', M.serviceProviderCategory],
    ['serviceIndustry', '', M.serviceIndustry],
    ['serviceIndustry', '不存在的行业', M.serviceIndustry],
    ['serviceProviderIntroduction', '', M.serviceProviderIntroduction],
    ['serviceProviderIntroduction', long, M.longText],
    ['industryAdvantage', undefined, M.industryAdvantage],
    ['industryAdvantage', long, M.longText],
    ['coreProductService', '', M.coreProductService],
    ['coreProductService', long, M.longText],
    ['contactPhone', '123', v.mobile],
  ])('%s = %j → %s', async (field, value, msg) => {
    const res = await certify(t, provider, { ...providerPayload(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });
});
