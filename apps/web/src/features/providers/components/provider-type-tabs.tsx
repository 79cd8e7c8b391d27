import { Tabs } from 'antd';
import { useState } from 'react';
import { useDictionary } from '@/features/reference/api/dictionaries';
import { FeaturedProviders } from './featured-providers';

/** antd tabs need a key; '' (every type) is not a usable one. */
const ALL = 'all';

/** The empowerment home's partner providers: 全部 and a tab per provider type (company.service.type). */
export function ProviderTypeTabs() {
  const { items } = useDictionary('company.service.type');
  const [active, setActive] = useState(ALL);
  const tabs = [{ key: ALL, label: '全部' }, ...items.map((item) => ({ key: item.value, label: item.label }))];
  return (
    <>
      <Tabs className="section-tabs" activeKey={active} items={tabs} onChange={setActive} />
      <FeaturedProviders providerType={active === ALL ? undefined : active} />
    </>
  );
}
