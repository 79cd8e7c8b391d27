import pg from 'pg';

/** How many news rows the PostgreSQL runs of bench:content and bench:load's public reads add to the demo. */
export const NEWS_ROWS = Number(process.env.BENCH_NEWS_ROWS ?? 100_000);

/**
 * `rows` believable published news rows across the three categories and ten years, in one statement,
 * into the (migrated) database at `databaseUrl`.
 */
export async function fillNews(databaseUrl: string, rows = NEWS_ROWS): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query(
      `insert into content_items (kind, title, group_value, summary, body, status, publish_time, fields)
       select 'news',
              (array['太原','大同','朔州','忻州','阳泉','吕梁','晋中','长治','晋城','临汾','运城'])[1 + n % 11]
                || (array['推进制造业数字化转型','开展中小企业上云用云','发布数字化车间名单','组织工业互联网培训',
                          '焦炉煤气综合利用项目投产','召开数据要素座谈会','启动智能工厂评估','晋商企业数字化经验交流'])[1 + (n / 11) % 8]
                || '（第' || n || '期）',
              (array['政策资讯','行业资讯','通知公告'])[1 + n % 3],
              '全省数字化转型工作简讯。', '<p>正文</p>', 'published',
              now() - (n * interval '47 minutes'),
              jsonb_build_object('source', '省工信厅', 'author', '平台运营中心')
       from generate_series(1, $1::int) as n`,
      [rows],
    );
    // As autovacuum leaves a table in service: statistics and the visibility map (index-only counts).
    await client.query('vacuum analyze content_items');
  } finally {
    await client.end();
  }
  console.log(`${rows} news rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
