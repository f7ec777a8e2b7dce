/** A list call's page as rows to skip and take: pages count from 1, `defaultSize` rows a page unless asked. */
export const pageOf = (q: { page?: number; pageSize?: number }, defaultSize = 20) => {
  const limit = q.pageSize ?? defaultSize;
  return { limit, offset: ((q.page ?? 1) - 1) * limit };
};

/** One page of a list and the length of the whole list, read side by side. */
export const pageWithTotal = async <Row>(rows: PromiseLike<Row[]>, counted: PromiseLike<{ n: number }[]>) => {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { total: total?.n ?? 0, rows: page };
};
