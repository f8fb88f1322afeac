/** The proposal form, fetched only when someone opens it: most visits only read the loan or the proposal. */
import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@/components/data/LoadState';

const ProposalForm = lazy(() => import('./ProposalForm').then((module) => ({ default: module.ProposalForm })));

export function LazyProposalForm(props: ComponentProps<typeof ProposalForm>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <ProposalForm {...props} />
    </Suspense>
  );
}
