import type { CASE_TYPES, COURSE_TYPES, PATENT_TYPES, REQUIREMENT_TYPES } from '@dtmm/shared';

/**
 * The shape of the demo province's portal content (issue 12), seeded as rows operators can edit.
 * Rich text (`content`, `caseContent`, `effect`) is HTML of <p>, <h3>, <h4>, <ul>/<ol>/<li>,
 * <strong>, <em>, <blockquote>, <table> only; the seed sanitises it like any write.
 * Dates are 'YYYY-MM-DD HH:mm' China time, counted back from 2026-11 (the demo's present).
 */

/** A PDF generated at seed time: a title page and a few paragraphs of body text. */
export interface DemoDocument {
  fileName: string;
  heading: string;
  paragraphs: string[];
}

/** A cover image generated at seed time: the short text drawn on it and a colour family. */
export interface DemoCover {
  /** Two to eight characters drawn large on the cover. */
  text: string;
  hue: 'blue' | 'green' | 'orange' | 'purple' | 'teal' | 'red';
}

type Status = 'published' | 'draft' | 'unpublished';

export interface DemoNews {
  title: string;
  summary: string;
  /** 政策资讯, 行业资讯, 通知公告, 551 (the special topic), or the knowledge tabs 政策解读, 知识资料. */
  category: string;
  source: string;
  author: string;
  publishTime: string;
  content: string;
  /** Shown in the page's PDF viewer (fdAddOn1). */
  pdf?: DemoDocument;
  /** Listed in the attachment table (fdAddOn2). */
  attachments?: DemoDocument[];
  /** Pinned items have 1, 2, …; default 0. */
  orderNumber?: number;
  /** Default 'published'; a few drafts show the back office's states. */
  status?: Status;
}

export interface DemoStandard {
  title: string;
  standardType: 'national' | 'group' | 'industry' | 'local';
  standardNature: '强制性' | '推荐性' | '指导性技术文件';
  standardStatus: '预研' | '已立项' | '正在起草' | '即将实施' | '现行';
  publishTime: string;
  /** 归口单位 (fdAddOn1). */
  owningUnit: string;
  content: string;
  pdf?: DemoDocument;
  status?: Status;
}

export interface DemoCase {
  caseTitle: string;
  caseSummary: string;
  caseType: (typeof CASE_TYPES)[number];
  /** A label of service.serviceTarget (煤炭, 焦化, 冶金, 装备制造, …). */
  industryCategory: string;
  /** The enterprise the case happened at (may be a demo company or another believable one). */
  companyName: string;
  /** A demo provider company key (longcheng, shuzhi, jinchuang, fenshui, zhikong) when it is that provider's service case. */
  providerKey?: string;
  constructionUnit: string;
  publishTime: string;
  caseContent: string;
  /** The effect achieved (fdAddOn1). */
  effect: string;
  cover: DemoCover;
  /** One case carries a generated video (fdAddOn3). */
  hasVideo?: boolean;
  status?: Status;
}

export interface DemoCourse {
  title: string;
  courseType: (typeof COURSE_TYPES)[number];
  duration: string;
  trainingDescription: string;
  targetAudience: string;
  instructor: string;
  startTime: string;
  location: string;
  serviceObject: string;
  content: string;
  cover: DemoCover;
  status?: Status;
}

export interface DemoGuide {
  title: string;
  summary: string;
  /** The steps, as rich text. */
  content: string;
  /** Three guides carry a generated tutorial video. */
  hasVideo: boolean;
}

export interface DemoNotice {
  title: string;
  source: string;
  publishTime: string;
  content: string;
}

export interface DemoPatent {
  /** The demo company that registered it from its user centre (/user/patent). */
  companyKey: string;
  title: string;
  patentNumber: string;
  patentType: (typeof PATENT_TYPES)[number];
  patentee: string;
  applyDate: string;
  summary: string;
  publishTime: string;
  /** Published unless said; a draft waits for the content editor (待审核 in the company's list). */
  status?: Status;
}

export interface DemoDemand {
  title: string;
  details: string;
  requirementType: (typeof REQUIREMENT_TYPES)[number];
  companyName: string;
  publishTime: string;
}
