import { AGREEMENT_KIND_LABELS, AGREEMENT_KINDS } from '@dtmm/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { agreementPagePath } from '../api/agreements-api';

/** 《用户协议》和《隐私政策》 as links to their pages, opened beside the form so nothing typed is lost. */
export function AgreementLinks() {
  return (
    <>
      {AGREEMENT_KINDS.map((kind, i) => (
        <Fragment key={kind}>
          {i > 0 ? '和' : null}
          <Link to={agreementPagePath(kind)} target="_blank" rel="noopener">
            《{AGREEMENT_KIND_LABELS[kind]}》
          </Link>
        </Fragment>
      ))}
    </>
  );
}
