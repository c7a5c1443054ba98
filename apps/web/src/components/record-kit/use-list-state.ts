import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearSearch, patchSearch, readListState, toApiQuery, type ListState } from './list-params';

/** A list page's state (paging, search, filters, sort), read from and written to the URL. */
export function useListState(filterKeys: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const keysId = filterKeys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keysId stands for filterKeys
  const state = useMemo(() => readListState(search, filterKeys), [search, keysId]);
  const query = useMemo(() => toApiQuery(state), [state]);
  const update = useCallback((patch: ListState) => setSearch((prev) => patchSearch(prev, patch)), [setSearch]);
  const reset = useCallback(
    () => setSearch((prev) => clearSearch(prev, filterKeys)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keysId stands for filterKeys
    [setSearch, keysId],
  );
  /** The filters alone (no paging), e.g. for an export of "what I see". */
  const filters = useMemo(() => {
    const { current: _c, pageSize: _p, ...rest } = query;
    return rest;
  }, [query]);
  return { state, query, filters, update, reset };
}

export type ListStateApi = ReturnType<typeof useListState>;
