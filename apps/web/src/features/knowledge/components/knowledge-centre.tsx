import { KNOWLEDGE_TABS } from '@dtmm/shared';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { NewsList } from '@/features/news/components/news-list';
import { knowledgeDetailHref } from '@/features/news/news-links';
import { StandardDirectory } from '@/features/standards/components/standard-directory';
import { type KnowledgeTabId, knowledgeCategoryOf, knowledgeTabOf } from '../knowledge-tabs';

const TAB_ITEMS = KNOWLEDGE_TABS.map((tab) => ({ key: tab.id, label: tab.name }));

function TabContent({ tab }: { tab: KnowledgeTabId }) {
  const category = knowledgeCategoryOf(tab);
  if (!category) return <StandardDirectory />;
  return <NewsList category={category} detailHref={knowledgeDetailHref} />;
}

/** /konwledge: 政策解读 (1), 标准规范 (2) and 知识资料 (3) chosen by the `type` query (portal.md 2.3). */
export function KnowledgeCentre() {
  const [params, setParams] = useSearchParams();
  const tab = knowledgeTabOf(params.get('type'));
  // An unknown type never gets here: the route's loader opens the first tab (knowledgeTabLoader).
  if (tab === 'unknown') return null;
  return (
    <div className="knowledge-centre">
      <Tabs
        className="section-tabs"
        activeKey={tab}
        items={TAB_ITEMS}
        onChange={(key) => setParams({ type: key })}
        aria-label="知识中心分类"
      />
      <TabContent key={tab} tab={tab} />
    </div>
  );
}
