import type { CertificationReview } from '@dtmm/shared';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';

/**
 * Other requests under review that claim the same credit code (issue 11): a code is held only by
 * a certified company, so rival claims all wait here and the reviewer approves the real one.
 */
export function CompetingRequests({ competing }: { competing: CertificationReview['competing'] }) {
  if (competing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`另有 ${competing.length} 份待审核申请使用同一统一社会信用代码，请核对营业执照后只通过真实企业的申请`}
      description={
        <ul className="admin-review__competing">
          {competing.map((c) => (
            <li key={c.id}>
              <Link to={`${ADMIN_PATHS.certifications}/${c.id}`}>{c.companyName || '（未填写企业名称）'}</Link>
              ，申请人 {c.applicant}，提交于 {c.submittedAt}
            </li>
          ))}
        </ul>
      }
    />
  );
}
