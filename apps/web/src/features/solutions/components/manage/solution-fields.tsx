import { FILE_PURPOSES, solutionMessages as m, SOLUTION_MAX_IMAGES, SOLUTION_MAX_INDUSTRIES } from '@dtmm/shared';
import { Form, Row } from 'antd';
import { DictionaryField, FieldCell, LongTextField, TextField } from '@/components/form/form-grid';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { solutionRules as r } from './solution-form-rules';

const { types, maxBytes } = FILE_PURPOSES.image;
const IMAGE_HINT = `支持 ${types.join('/')} 格式，单张不超过 ${maxBytes / 1024}KB，最多 ${SOLUTION_MAX_IMAGES} 张`;

/** Every field of a solution (portal.md 3, 5.8): one column on a phone, short fields in pairs on wider screens. */
export function SolutionFields() {
  return (
    <Row gutter={24}>
      <TextField
        name="solutionName"
        label="方案名称"
        rules={r.solutionName}
        placeholder={m.nameRequired}
        maxLength={100}
        isWide
      />
      <TextField
        name="contactPerson"
        label="联系人"
        rules={r.contactPerson}
        placeholder={m.contactRequired}
        maxLength={50}
      />
      <TextField
        name="contactPhone"
        label="联系电话"
        rules={r.contactPhone}
        placeholder="手机号或固话，如 0351-1234567"
        maxLength={20}
        inputMode="tel"
      />
      <DictionaryField
        name="serviceCategory"
        label="应用场景"
        rules={r.serviceCategory}
        code="company.service.category"
        placeholder={m.categoryRequired}
        isMultiple
      />
      <DictionaryField
        name="serviceArea"
        label="服务区域"
        rules={r.serviceArea}
        code="service.serviceArea"
        placeholder={m.areaRequired}
        isMultiple
        isWide={false}
      />
      <DictionaryField
        name="serviceTarget"
        label="应用行业"
        rules={r.serviceTarget}
        code="service.serviceTarget"
        placeholder={`${m.targetRequired}（最多${SOLUTION_MAX_INDUSTRIES}个）`}
        isMultiple
        isWide={false}
        maxCount={SOLUTION_MAX_INDUSTRIES}
      />
      <LongTextField
        name="solutionDescription"
        label="方案概述"
        rules={r.solutionDescription}
        placeholder="请输入方案概述"
      />
      <FieldCell isWide>
        <Form.Item name="painPoints" label="技术方案">
          <RichTextField label="技术方案" />
        </Form.Item>
      </FieldCell>
      <LongTextField
        name="solutionIntroduction"
        label="方案介绍"
        rules={r.solutionIntroduction}
        placeholder="请输入方案介绍"
      />
      <LongTextField name="applicationValue" label="应用价值" rules={r.applicationValue} placeholder="请输入应用价值" />
      <LongTextField name="classicCases" label="典型案例" rules={r.classicCases} placeholder="请输入典型案例" />
      <FieldCell isWide>
        <Form.Item name="solutionImage" label="方案图片" extra={IMAGE_HINT}>
          <ImageUpload purpose="image" maxCount={SOLUTION_MAX_IMAGES} />
        </Form.Item>
      </FieldCell>
    </Row>
  );
}
