/** An investor's questions on a pool with the bank's answers, the answers published to everyone, and the form to ask. */
import { useState, type FormEvent } from 'react';
import { useApiData } from '@/components/data/use-api-data';
import { ROOM_TEXT as T } from '@/components/data-room/room-text';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { QUESTION_MAX } from '@/domain/pools/data-room';
import { announce } from '@/lib/confirm-and-run';
import { askQuestion, getInvestorQuestions } from '@/lib/api/pool-room';

function AskForm({ poolId, onAsked }: { poolId: number; onAsked: () => void }) {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await askQuestion(poolId, question);
    setBusy(false);
    announce(result, { done: T.asked, failed: T.failed }, ['question']);
    if (result.ok) {
      setQuestion('');
      setError(undefined);
      onAsked();
    } else setError(result.fieldErrors['question']?.[0]);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void send(event)} noValidate aria-labelledby="ask-title">
      <h3 id="ask-title" className="font-semibold">
        {T.ask}
      </h3>
      <label className="fieldset-legend" htmlFor="ask-question">
        {T.question}
      </label>
      <textarea
        id="ask-question"
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={QUESTION_MAX}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ask-question-error' : undefined}
      />
      {error && (
        <p id="ask-question-error" className="text-sm text-error">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {T.askButton}
        </button>
      </div>
    </form>
  );
}

export function InvestorRoomQuestions({ poolId }: { poolId: number }) {
  const [version, setVersion] = useState(0);
  const questions = useApiData(`${poolId}:${version}`, () => getInvestorQuestions(poolId)).value;
  return (
    <section aria-labelledby="investor-questions-title" className="flex flex-col gap-3" data-testid="questions">
      <h2 id="investor-questions-title" className="text-lg font-semibold">
        {T.questions}
      </h2>
      <AskForm poolId={poolId} onAsked={() => setVersion((v) => v + 1)} />
      {questions?.length === 0 && <p className="opacity-80">{T.noQuestions}</p>}
      {questions?.map((question) => (
        <article key={question.id} className="card border border-[var(--surface-border)] bg-base-100">
          <div className="card-body gap-2 p-4">
            <p className="text-sm opacity-80">
              {question.mine ? T.mine : T.publishedBadge} · {formatTimestamp(question.asked_at)}
            </p>
            <p className="whitespace-pre-line">{question.question}</p>
            {question.answer !== null ? (
              <p className="border-l-4 border-primary pl-3 whitespace-pre-line">{question.answer}</p>
            ) : (
              <p className="text-sm opacity-80">{T.waiting}</p>
            )}
          </div>
        </article>
      ))}
    </section>
  );
}
