/** Why a bid was refused, row by row (an upload) or line by line (the form): nothing was saved. */
import type { BidProblem } from './bid-errors';
import { BID_TEXT as T } from './bid-text';

export function BidProblems({ problems }: { problems: readonly BidProblem[] }) {
  return (
    <section role="alert" className="alert items-start border border-error/60 bg-base-100" data-testid="bid-problems">
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">{T.rowErrorsTitle}</h2>
        <ul className="list-inside list-disc">
          {problems.map((problem, index) => (
            <li key={`${problem.key}:${index}`}>{T.rowError(problem.where, problem.message)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
