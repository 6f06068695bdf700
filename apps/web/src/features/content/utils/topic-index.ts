// The guide's optional :tabIndex parameter as a topic number: anything that is not one of the
// topics (missing, text, out of range) shows the first.
export function topicIndex(param: string | undefined, count: number): number {
  if (!param || !/^\d+$/.test(param)) return 0;
  const index = Number(param);
  return index < count ? index : 0;
}
