/** A pool's four-eyes action as a noun mid-sentence, used by its trail; the page then needs none of the other records' action words. */
const POOL_ACTION_NAMES: Readonly<Record<string, string>> = {
  'pool.list': 'listing of the pool',
};

export const poolActionName = (actionType: string): string => POOL_ACTION_NAMES[actionType] ?? actionType;
