import '../../questionnaire/components/questionnaire.css';
import './dcmm-questionnaire.css';
import { DCMM_MESSAGES, DCMM_PARTY_LABELS, type DcmmPartyType, messages } from '@dtmm/shared';
import { Alert, Button, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { CERTIFY_PATH } from '@/features/auth/hooks/use-company-prompt';
import { useSession } from '@/features/auth/hooks/use-session';
import { DCMM_INTRO } from '../../intro/intro-content';
import { LinkButton } from '../../questionnaire/components/link-button';
import { useDcmmQuestionnaire } from '../api/dcmm-api';
import { DCMM_PATHS, partyTypeOf } from '../dcmm-links';
import { PARTY_HINTS, PartyTypeRadio } from '../party-type-radio';
import { DcmmQuestionnaire } from './dcmm-questionnaire';

/**
 * /severcenter/dcmmQuestionbank?partyType=A|B (assessment.md 2, DCMM questionnaire). The route guard
 * sends a guest back to the service centre; a user without a certified company is asked to certify
 * (the submit would be refused). Without a valid party type the page asks for one first.
 */
export function DcmmQuestionnairePage() {
  return (
    <div className="container page-body">
      <PageBreadcrumb />
      <DcmmQuestionnaireScreen />
    </div>
  );
}

function DcmmQuestionnaireScreen() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const partyType = partyTypeOf(params.get('partyType'));
  const choose = (next: DcmmPartyType | null) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('partyType', next);
        else changed.delete('partyType');
        return changed;
      },
      { replace: true },
    );
  if (user && !user.companyId) return <NotCertified />;
  return (
    <section className="dcmm-questionnaire-page">
      <header className="dcmm-questionnaire-page__head">
        <h1 className="dcmm-questionnaire-page__title">{DCMM_INTRO.title} · 自评估</h1>
        {partyType ? (
          <p className="dcmm-questionnaire-page__party">
            评估对象类型：<strong>{DCMM_PARTY_LABELS[partyType]}</strong>
            <Button type="link" size="small" onClick={() => choose(null)}>
              重新选择
            </Button>
          </p>
        ) : (
          <PartyPrompt onChoose={choose} />
        )}
        <Alert
          className="dcmm-questionnaire-page__notice"
          type="info"
          showIcon
          title="请按贵单位的实际情况作答。作答暂存在本浏览器中，刷新页面不会丢失；全部答完后点击“提交”，即时给出自评等级。"
        />
      </header>
      {partyType ? <QuestionnaireLoader partyType={partyType} ownerId={user?.userId ?? ''} /> : null}
    </section>
  );
}

/** The questionnaire once it has loaded; loading and a failed load with 重试. */
function QuestionnaireLoader({ partyType, ownerId }: { partyType: DcmmPartyType; ownerId: string }) {
  const { data, isError, refetch } = useDcmmQuestionnaire();
  if (data) {
    return (
      <DcmmQuestionnaire key={`${ownerId}:${partyType}`} questionnaire={data} partyType={partyType} ownerId={ownerId} />
    );
  }
  if (!isError) return <Spin className="dcmm-questionnaire-page__loading" description="正在加载问卷…" />;
  return (
    <Result
      status="warning"
      title="问卷暂时无法打开"
      subTitle="请稍后重试。"
      extra={[
        <Button key="retry" type="primary" onClick={() => void refetch()}>
          重试
        </Button>,
        <LinkButton key="intro" to={DCMM_PATHS.intro}>
          返回
        </LinkButton>,
      ]}
    />
  );
}

/** No (or an unknown) party type in the address: choose one here. */
function PartyPrompt({ onChoose }: { onChoose: (partyType: DcmmPartyType) => void }) {
  return (
    <div className="dcmm-party-prompt">
      <span className="dcmm-party-prompt__label" id="dcmm-party-prompt">
        {DCMM_MESSAGES.partyType}
      </span>
      <PartyTypeRadio labelledBy="dcmm-party-prompt" value={undefined} onChange={onChoose} />
      <ul className="dcmm-party-prompt__hints">
        {Object.entries(PARTY_HINTS).map(([value, hint]) => (
          <li key={value}>
            <strong>{DCMM_PARTY_LABELS[value as DcmmPartyType]}</strong>：{hint}
          </li>
        ))}
      </ul>
    </div>
  );
}

function NotCertified() {
  return (
    <Result
      status="info"
      title={messages.certification.notCertified}
      subTitle="DCMM 自评估以企业为单位开展，完成企业认证后即可作答。"
      extra={[
        <LinkButton key="certify" type="primary" to={CERTIFY_PATH}>
          去认证
        </LinkButton>,
        <LinkButton key="intro" to={DCMM_PATHS.intro}>
          返回
        </LinkButton>,
      ]}
    />
  );
}
