import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { ReportChapter } from './report-chapter';

/** The formal (on-site) assessment application of the diagnosis service. */
const FORMAL_APPLICATION_PATH = '/user/formalAssessmentForm?type=zdservice';

const STEPS = [
  {
    name: '提交申请',
    text: '企业在平台“用户中心”填写正式评估申请，选择评估类型和申请等级，并简要说明企业数字化建设情况。',
  },
  {
    name: '申请受理',
    text: '平台运营方审核企业认证信息和申请内容，确认受理后安排评估机构，并与企业商定现场评估时间。',
  },
  {
    name: '材料准备',
    text: '企业对照自评估结果整理佐证材料，如信息系统清单、数据管理制度、项目验收文件、设备联网和经营数据等。',
  },
  {
    name: '现场评估',
    text: '评估专家组到企业查看系统运行和业务现场，访谈相关负责人，逐项核实指标达成情况并形成评估意见。',
  },
  {
    name: '结果发布',
    text: '评估机构出具正式评估报告并在平台发布结果，企业可据此申报相关政策支持，并按专家意见持续改进。',
  },
];

/** Chapter 5: how the formal, on-site assessment runs, whom to call, and where to apply. */
export function FormalChapter() {
  const phone = usePlatformConfig().data?.supportPhone;
  const navigate = useNavigate();
  return (
    <ReportChapter number={5} title="正式评估流程">
      <p>本报告为企业自评估结果。如需获得经专家现场核实的正式评估结论，可按以下流程申请正式评估：</p>
      <ol className="report-steps">
        {STEPS.map((step, index) => (
          <li key={step.name} className="report-step">
            <span className="report-step__index">{index + 1}</span>
            <div>
              <strong className="report-step__name">{step.name}</strong>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p>{phone ? `评估咨询电话：${phone}。` : '评估咨询方式请见平台首页的联系信息。'}</p>
      <div className="report-no-print">
        <Button type="primary" onClick={() => navigate(FORMAL_APPLICATION_PATH)}>
          申请正式评估
        </Button>
      </div>
    </ReportChapter>
  );
}
