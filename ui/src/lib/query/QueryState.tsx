import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../components/LoadFailure';
import { PageLoader } from '../components/PageLoader';

interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** Said above the retry button when the query failed. */
  failureText?: string;
  children: (data: Data) => ReactNode;
}

/**
 * A query's data on screen: the page loader while it is pending, the failure with a retry button once it
 * failed, its data through `children` otherwise. A failed refresh shows only the failure; pages that keep
 * what they loaded in view under it put PageLoader and LoadFailure together themselves.
 */
export function QueryState<Data>({ query, failureText, children }: QueryStateProps<Data>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadFailure text={failureText} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
