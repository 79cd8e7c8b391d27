import { Row } from 'antd';
import { DictionaryField, LongTextField, TextField } from '@/components/form/form-grid';
import { providerRules as r } from '../certification-rules';

/** The service-provider certification fields of portal.md 5.6. */
export function ProviderFields() {
  return (
    <Row gutter={24}>
      <TextField
        name="contactName"
        label="负责人姓名"
        rules={r.contactName}
        placeholder="请输入负责人姓名"
        maxLength={50}
      />
      <TextField
        name="contactPhone"
        label="联系电话"
        rules={r.contactPhone}
        placeholder="请输入联系电话"
        maxLength={11}
        inputMode="tel"
      />
      <TextField name="contactPosition" label="负责人职务" placeholder="请输入负责人职务" maxLength={50} />
      <DictionaryField
        name="serviceProviderType"
        label="服务商类别"
        rules={r.serviceProviderType}
        code="company.service.type"
        placeholder="请选择服务商类别"
      />
      <DictionaryField
        name="serviceProviderCategory"
        label="服务场景"
        rules={r.serviceProviderCategory}
        code="company.service.category"
        placeholder="请选择服务场景"
        isMultiple
      />
      <DictionaryField
        name="serviceIndustry"
        label="服务行业"
        rules={r.serviceIndustry}
        code="service.serviceTarget"
        placeholder="请选择服务行业"
        isMultiple
      />
      <LongTextField
        name="serviceProviderIntroduction"
        label="服务商介绍"
        rules={r.serviceProviderIntroduction}
        placeholder="请输入服务商介绍"
      />
      <LongTextField
        name="industryAdvantage"
        label="行业优势"
        rules={r.industryAdvantage}
        placeholder="请输入行业优势"
      />
      <LongTextField
        name="coreProductService"
        label="核心产品及服务"
        rules={r.coreProductService}
        placeholder="请输入核心产品及服务"
      />
      <TextField
        name="companyWebsite"
        label="企业官网"
        rules={r.companyWebsite}
        placeholder="例如 https://www.example.cn"
        maxLength={200}
      />
    </Row>
  );
}
