import type { DemoCover } from '../../content/demo/demo-content.types';

/**
 * A demo solution of a demo service provider (issue 13). Choices are dictionary values:
 * serviceCategory from company.service.category (the 38 scenarios of the third-level indicators, e.g. '设备管理'),
 * serviceTarget from service.serviceTarget (industries, at most 3), serviceArea from
 * service.serviceArea ('14' 全省, '1401' 太原市 … '1411' 吕梁市).
 */
export interface DemoSolution {
  /** The provider company: longcheng, shuzhi, jinchuang, fenshui or zhikong (certified), hengan (under review: none). */
  providerKey: 'longcheng' | 'shuzhi' | 'jinchuang' | 'fenshui' | 'zhikong';
  solutionName: string;
  serviceCategory: string[];
  serviceTarget: string[];
  serviceArea: string[];
  contactPerson: string;
  /** A mobile number (1[3-9] + 9 digits) or a landline like 0351-7654321. */
  contactPhone: string;
  /** 方案概述 (solutionDescription): plain text, at most 1000 characters. */
  solutionDescription: string;
  /** 技术方案 (painPoints): rich text of <p>, <h3>, <h4>, <ul>/<ol>/<li>, <strong>. */
  painPoints: string;
  /** 方案介绍 (solutionIntroduction): plain text. */
  solutionIntroduction: string;
  /** 应用价值 (applicationValue): plain text. */
  applicationValue: string;
  /** 典型案例 (classicCases): plain text. */
  classicCases: string;
  /** Drawn at seed time, 1–3 per solution. */
  images: DemoCover[];
  /** '1' approved, '2' under review, '0' rejected (with the operator's opinion). */
  status: '1' | '2' | '0';
  opinion?: string;
}
