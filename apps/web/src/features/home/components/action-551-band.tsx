import './home-sections.css';

const FIGURES = [
  { value: '5', unit: '个', label: '服务小分队' },
  { value: '50', unit: '名', label: '专家' },
  { value: '100', unit: '家', label: '企业' },
] as const;

/** The 551 special action: 5 service teams, 50 experts, 100 enterprises. */
export function Action551Band() {
  return (
    <section className="action-band" aria-labelledby="action-551-title">
      <div className="container action-band__inner">
        <div className="action-band__text">
          <h2 className="action-band__title" id="action-551-title">
            数字化转型“551”专项行动
          </h2>
          <p>
            组建 5 个服务小分队、遴选 50 名专家，深入 100 家企业开展诊断评估与转型指导，以点带面推动企业数字化转型。
          </p>
        </div>
        <ul className="action-band__figures">
          {FIGURES.map((figure) => (
            <li key={figure.label}>
              <span className="action-band__value">
                {figure.value}
                <small>{figure.unit}</small>
              </span>
              <span className="action-band__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
