export const standardDetailHref = (id: string) => `/konwledge/standardDetail?${new URLSearchParams({ id })}`;
