/** Descriptions' labels on one line: a narrow label column would break 统一社会信用代码 into a tower. */
export const LABEL_STYLES = { label: { whiteSpace: 'nowrap' as const } };
