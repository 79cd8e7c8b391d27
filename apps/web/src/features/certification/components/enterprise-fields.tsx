import { CROP_SIZE_PX } from '@dtmm/shared';
import { Form, Input, Row } from 'antd';
import { DictionaryField, FieldCell, LongTextField, TextField } from '@/components/form/form-grid';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { enterpriseRules as r } from '../certification-rules';
import { AreaCascader } from './area-cascader';
import { IndustryCascader } from './industry-cascader';

const upperCase = (value?: string) => value?.toUpperCase();

/** Who the company is: name, credit code, legal representative, type, area, address and industry. */
function IdentityFields() {
  return (
    <>
      <TextField
        name="companyName"
        label="企业名称"
        rules={r.companyName}
        placeholder="请输入公司名称"
        maxLength={100}
      />
      <FieldCell>
        <Form.Item name="creditCode" label="统一社会信用代码" rules={r.creditCode} normalize={upperCase} validateFirst>
          <Input placeholder="请输入统一社会信用代码" maxLength={18} />
        </Form.Item>
      </FieldCell>
      <TextField
        name="legalRepresentative"
        label="法定代表人"
        rules={r.legalRepresentative}
        placeholder="请输入法定代表人"
        maxLength={50}
      />
      <DictionaryField
        name="companyType"
        label="企业类型"
        rules={r.companyType}
        code="company.type"
        placeholder="请选择企业类型"
      />
      <FieldCell>
        <Form.Item name="area" label="所在区域" rules={r.area}>
          <AreaCascader />
        </Form.Item>
      </FieldCell>
      <TextField
        name="companyAddress"
        label="企业地址"
        rules={r.companyAddress}
        placeholder="请输入企业地址"
        maxLength={200}
      />
      <FieldCell>
        <Form.Item name="industry" label="所在行业" rules={r.industry}>
          <IndustryCascader />
        </Form.Item>
      </FieldCell>
    </>
  );
}

/** Size, contacts, profile and the two images. */
function ProfileFields() {
  return (
    <>
      <DictionaryField
        name="numberOfEmployees"
        label="企业规模"
        rules={r.numberOfEmployees}
        code="company.scale"
        placeholder="请选择企业规模"
      />
      <DictionaryField
        name="businessIncome"
        label="营业收入"
        rules={r.businessIncome}
        code="company.income"
        placeholder="请选择营业收入范围"
      />
      <TextField
        name="personInCharge"
        label="联系人"
        rules={r.personInCharge}
        placeholder="请输入联系人"
        maxLength={50}
      />
      <TextField
        name="contactPhone"
        label="联系电话"
        rules={r.contactPhone}
        placeholder="请输入电话"
        maxLength={11}
        inputMode="tel"
      />
      <LongTextField name="fdAddOn2" label="企业简介" rules={r.fdAddOn2} placeholder="请输入企业简介" />
      <FieldCell>
        <Form.Item name="certificationDocuments" label="营业执照" rules={r.certificationDocuments}>
          <ImageUpload purpose="license" />
        </Form.Item>
      </FieldCell>
      <FieldCell>
        <Form.Item name="logo" label="企业Logo" extra={`上传后裁剪为 ${CROP_SIZE_PX}×${CROP_SIZE_PX}`}>
          <ImageUpload purpose="image" cropSize={CROP_SIZE_PX} />
        </Form.Item>
      </FieldCell>
    </>
  );
}

/** The enterprise certification fields of portal.md 5.5, two per row on wide screens. */
export function EnterpriseFields() {
  return (
    <Row gutter={24}>
      <IdentityFields />
      <ProfileFields />
    </Row>
  );
}
