import './list.css';

/** What a list shows when nothing matched (portal.md 8: '暂无数据'): plain HTML, drawn without antd. */
export function ListEmpty({ description = '暂无数据' }: { description?: string }) {
  return (
    <div className="list-empty" role="status">
      <svg className="list-empty__image" viewBox="0 0 64 41" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" fill="#f5f5f5" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.8 44.9 1.3A2.6 2.6 0 0 0 43 .5H21c-.7 0-1.4.3-1.9.8L9 12.8V22h46z" />
            <path
              d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <p className="list-empty__text">{description}</p>
    </div>
  );
}
